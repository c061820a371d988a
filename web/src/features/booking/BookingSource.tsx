import { createContext, useContext } from 'react';
import { firebaseSource, type BookingSource } from './queries';

/** The booking screens' source: the site's (Firebase) unless a test provides its own. */
export const BookingSourceContext = createContext<BookingSource>(firebaseSource);

export const useBookingSource = () => useContext(BookingSourceContext);
