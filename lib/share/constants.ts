// Numbers the share panel in the browser shares with the server (no imports: safe in client code).

/** The most characters of the line the parents choose for their birth card: two lines on an A6 card. */
export const CARD_LINE_MAX = 120
