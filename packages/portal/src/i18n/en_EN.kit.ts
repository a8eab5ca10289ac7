/** The shared states and pieces every page uses (components/states, components/ui). */
export const en_EN_kit = {
  STATE: {
    SLOW: 'This is taking longer than it should.',
    RETRYING: 'Trying again…',
  },
};
