/** The auth feature's public surface: all that other features may import from it. */
export { PasswordField } from './components/PasswordField';
