/** The shared states and pieces every page uses (components/states, components/ui). */
export const en_EN_kit = {
  STATE: {
    SLOW: 'This is taking longer than it should.',
    RETRYING: 'Trying again…',
  },
  TABLE: {
    SEARCH_HINT: 'Press Enter to search, Escape to clear.',
    SEARCH_CHIP: 'Search: {{text}}',
    FILTERS: 'Filters',
    REMOVE_FILTER: 'Remove filter {{filter}}',
    CLEAR_FILTERS: 'Clear search and filters',
    PAGINATION: 'Pagination',
    PAGE: 'Page {{page}} of {{pages}}',
    RANGE: '{{first}}–{{last}} of {{total}}',
    PREVIOUS: 'Previous page',
    NEXT: 'Next page',
    PAGE_SIZE: 'Rows per page',
  },
  FORM: {
    SAVING: 'Saving…',
    SENDING: 'Sending…',
    REMOVING: 'Removing…',
    CHECKING: 'Checking…',
    CREATING: 'Creating…',
    TYPE_NAME: 'Type {{name}} to confirm',
    /** A refused value whose form has no words of its own for the refusal. */
    INVALID: 'This value is not accepted.',
  },
  /** The admin's gateway list as a DataTable (the rest of its texts are GATE_SELECT). */
  GATE_LIST: {
    LOADING: 'Loading the gateways…',
    LOAD_FAILED: 'The gateway list could not be loaded.',
    NONE: 'There are no gateways yet.',
    NONE_HINT: 'Gateways appear here once they have connected to the cloud for the first time.',
  },
};
