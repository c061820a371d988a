/** The editor's category and tag choices. */
import type { Category, Tag } from '@altum/domain';
import { categoryConverter } from '../../../../lib/firebase/converters/category';
import { tagConverter } from '../../../../lib/firebase/converters/tag';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

/** Every category and every tag, by name, for the editor's choices. */
export async function listTaxonomy(): Promise<{ categories: Category[]; tags: Tag[] }> {
  const { firestore: fs, db } = await loadFirestore();
  const [categories, tags] = await Promise.all([
    fs.getDocs(
      fs.query(
        fs.collection(db, 'categories').withConverter(categoryConverter),
        fs.orderBy('name'),
      ),
    ),
    fs.getDocs(fs.query(fs.collection(db, 'tags').withConverter(tagConverter), fs.orderBy('name'))),
  ]);
  return { categories: categories.docs.map((d) => d.data()), tags: tags.docs.map((d) => d.data()) };
}
