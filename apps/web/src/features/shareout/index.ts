/** The shareout feature's public surface: all that other features may import from it. */
export { MemberShareOutsTable } from './components/MemberShareOutsTable';
export { MyShareOuts } from './components/MyShareOuts';
