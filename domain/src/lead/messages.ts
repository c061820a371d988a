/** The contact form's validation messages, word for word as the client wrote them. */
export const LEAD_MESSAGES = {
  nameRequired: 'Full name is required',
  nameTooLong: 'Name must be less than 100 characters',
  phoneRequired: 'Phone number is required',
  phoneTooLong: 'Phone must be less than 20 characters',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  addressRequired: 'Property address is required',
  addressTooLong: 'Address must be less than 200 characters',
  serviceRequired: 'Please select a service',
  timelineRequired: 'Please select a timeline',
  detailsTooLong: 'Details must be less than 1000 characters',
} as const;
