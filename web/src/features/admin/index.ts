/*
 * The admin area's screens, for routes/admin only. They form one chunk on purpose: every
 * admin route then shares the same code with the public pages, which keeps the public
 * first load in as few chunks as before.
 */
export { DashboardPage } from './dashboard/DashboardPage';
export { LoginPage } from './login/LoginPage';
export { EditPostScreen, NewPostScreen } from './posts/PostEditorScreens';
export { PostPreviewPage } from './posts/PostPreviewPage';
export { PostsPage } from './posts/PostsPage';
export { AdminGate } from './shell/AdminGate';
export { ComingSoon } from './shell/ComingSoon';
export { LeadsScreen } from './leads/LeadsPage';
export { InspectionsScreen } from './inspections/InspectionsPage';
export { ImagesScreen } from './images';
export { UsersScreen } from './users/UsersPage';
export { CategoriesPage } from './taxonomy/CategoriesPage';
export { TagsPage } from './taxonomy/TagsPage';
