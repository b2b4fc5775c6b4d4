/** The administrator's settings pages. */
export { UsersView } from './UsersView';
