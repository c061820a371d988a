import { createContext, useContext } from 'react';
import { firebaseSource, type InspectionSource } from './queries';

/** The booking screens' source: the site's (Firebase) unless a test provides its own. */
export const InspectionSourceContext = createContext<InspectionSource>(firebaseSource);

export const useInspectionSource = () => useContext(InspectionSourceContext);
