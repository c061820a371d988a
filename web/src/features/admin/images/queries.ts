/** The image library's queries and changes. Keys start with 'admin': staff data only. */
import type { ImageFolder, ImageRecord } from '@altum/domain';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LibraryImage } from './data/images';
import type { UploadRequest } from './data/upload';

export type { LibraryImage };

export const imagesKeys = {
  all: ['admin', 'images'] as const,
  library: () => [...imagesKeys.all, 'library'] as const,
  freeName: (folder: ImageFolder, name: string) =>
    [...imagesKeys.all, 'free-name', folder, name] as const,
};

/** How long after an upload the library looks again for the variants the function adds. */
const VARIANTS_WAIT_MS = 2 * 60_000;

const awaitsVariants = (image: LibraryImage, now: number) =>
  image.width === undefined && now - image.uploadedAt.getTime() < VARIANTS_WAIT_MS;

/** The whole library, newest first (folders are filtered on the device: it is small). */
export const imageLibraryQuery = () =>
  queryOptions({
    queryKey: imagesKeys.library(),
    queryFn: async () => (await import('./data/images')).fetchImages(),
    // The variants arrive a few seconds after an upload: look again until they have.
    refetchInterval: (query) =>
      query.state.data?.some((image) => awaitsVariants(image, Date.now())) ? 3000 : false,
  });

/** The name a file will get in a folder: its own if free, else 'name-2.ext' and so on. */
export const freeNameQuery = (folder: ImageFolder, name: string) =>
  queryOptions({
    queryKey: imagesKeys.freeName(folder, name),
    queryFn: async () => (await import('./data/upload')).freeName(folder, name),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const uploadImageMutation = (queryClient: QueryClient) =>
  mutationOptions({
    // An upload needs the connection (Storage has no offline queue): the dialog is disabled
    // offline, and a request that fails says so rather than waiting.
    networkMode: 'always',
    mutationFn: async (request: UploadRequest) =>
      (await import('./data/upload')).uploadImage(request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: imagesKeys.all }),
  });

export const deleteImageMutation = (queryClient: QueryClient) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async (image: Pick<ImageRecord, 'id' | 'storagePath' | 'variants'>) =>
      (await import('./data/images')).deleteImage(image),
    onSettled: () => queryClient.invalidateQueries({ queryKey: imagesKeys.all }),
  });
