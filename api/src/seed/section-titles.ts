// No imports: the end-to-end tests read these without loading the API.
/** Titles the end-to-end tests look for on each section's pages. */
export const SECTION_TITLES = {
  news: 'Fall planting guide for Kansas gardens',
  page: 'About the Canopy community',
  topicCategory: 'Growing help',
  topic: 'Soil and compost',
  thread: 'Is my compost too wet?',
  video: 'Garden timelapse loop',
  audio: 'Morning on the prairie',
  live: 'Canopy Live: harvest talk',
  offline: 'Friday grow Q&A',
  streaming: 'Prairie radio: the garden hour',
  list: 'Starter guides for new growers',
  customlist: "Dana's weekend reading",
  trail: 'Kaw River walk',
  note: 'Notes from the seed swap',
  story: 'A tomato, start to finish',
  schedule: 'Community garden week',
} as const;
