/** How long after placing an order the giver may take it back with the link in the summary mail. */
export const TAKE_BACK_DAYS = 14
