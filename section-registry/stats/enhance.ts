/** The counters this section shows count up when they come on screen (spec point 4). */
export { enhance } from '../shared/count-up';
