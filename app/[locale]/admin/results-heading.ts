/** The id of an admin overview's result heading: actions put the focus there when their row disappears. */
export const RESULTS_HEADING_ID = 'admin-results'
