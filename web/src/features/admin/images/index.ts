/*
 * The image library's public surface, for routes/admin and for other admin screens (the post
 * editor's featured image uses the browser).
 */
export { ImageBrowserDialog, chosenImage } from './ImageBrowserDialog';
export { ImagesPage, ImagesScreen, imagesInFolder } from './ImagesPage';
export { imageLibraryQuery, imagesKeys, type LibraryImage } from './queries';
