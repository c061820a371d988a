/**
 * A post can pick an image from the library before the variants function has measured it
 * (a writer picks a fresh upload at once). When the image's size and WebP copies are
 * recorded, they are copied onto every post that uses it as its featured image, so its
 * public page serves srcset without anyone saving the post again. updatedAt and updatedBy
 * stay: no one edited the post.
 */
import { BLOG_LIMITS, type ImageVariant } from '@altum/domain';
import type { Firestore } from 'firebase-admin/firestore';

export async function copyImageFactsToPosts(
  db: Firestore,
  fileUrl: string,
  facts: { width: number; height: number; variants: readonly ImageVariant[] },
): Promise<number> {
  const posts = await db.collection('posts').where('featuredImageUrl', '==', fileUrl).get();
  if (posts.empty) return 0;
  const batch = db.batch();
  for (const post of posts.docs) {
    batch.update(post.ref, {
      featuredImageWidth: facts.width,
      featuredImageHeight: facts.height,
      featuredImageVariants: facts.variants.slice(0, BLOG_LIMITS.featuredImageVariants),
    });
  }
  await batch.commit();
  return posts.size;
}
