/** The auth feature's public surface: all that other features may import from it. */
export { ChangePasswordForm } from './components/ChangePasswordForm';
export { PasswordField } from './components/PasswordField';
