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
    TYPE_NAME: 'Type {{name}} to confirm',
  },
};
