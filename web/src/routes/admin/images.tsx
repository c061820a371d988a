import { imageFolderOf } from '@altum/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ImagesScreen } from '../../features/admin';

/** `?folder=Blog` (any case) shows one folder; anything else shows the whole library. */
export const Route = createFileRoute('/admin/images')({
  validateSearch: (search: Record<string, unknown>): { folder?: string } => {
    const folder = typeof search['folder'] === 'string' ? imageFolderOf(search['folder']) : null;
    return folder ? { folder } : {};
  },
  component: ImagesRoute,
});

function ImagesRoute() {
  const { folder } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ImagesScreen
      folder={folder ? imageFolderOf(folder) : null}
      onFolderChange={(next) =>
        void navigate({ search: next ? { folder: next } : {}, replace: true })
      }
    />
  );
}
