/** What other parts of the web use of the inbox: the bell, and the profile's message preferences. */
export { Bell } from './components/Bell';
export { MessagePreferences } from './components/MessagePreferences';
