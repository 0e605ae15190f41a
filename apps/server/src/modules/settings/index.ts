/** What other modules may use of settings besides its service: the fields a loan's terms are read with. */
export { rateFraction, termMonths } from './settings.schemas.js';
