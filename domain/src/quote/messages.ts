/** What the quote editor says about a field it cannot accept. */
export const QUOTE_MESSAGES = {
  descriptionRequired: 'Description is required',
  unitRequired: 'Unit is required',
  quantityInvalid: 'Quantity must be a number more than 0',
  quantityTooPrecise: 'Quantity can have at most 3 decimal places',
  quantityTooLarge: 'Quantity must be less than 10,000',
  priceInvalid: 'Price must be a whole number of cents, 0 or more',
  priceTooLarge: 'Price must be less than $1,000,000',
  itemsRequired: 'Add at least one line item',
  tooManyItems: 'A quote can have at most 100 line items in each list',
  optionLabelRequired: 'Option name is required',
  optionDuplicate: 'Each of good, better and best can be used once',
  validUntilInvalid: 'Enter a valid date',
} as const;
