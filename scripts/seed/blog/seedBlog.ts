import {
  estimateReadingTime,
  imageStoragePath,
  postSummaryOf,
  type PostFields,
} from '@altum/domain';
import type { App } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { PROJECT_ID } from '../../lib/ports';
import { seedStaff } from '../staff';
import { seedArticles } from './articles';
import { renderSeedImage, seedImageScenes } from './images';
import { seedCategories, seedTags } from './taxonomy';
import type { SeedArticle } from './types';

const BUCKET = `${PROJECT_ID}.appspot.com`;

/** Seed posts have fixed ids, so a second run overwrites instead of duplicating. */
export const seedPostId = (slug: string) => `seed-${slug}`;

/** How often an image upload is tried before the seed gives up. */
const UPLOAD_ATTEMPTS = 4;

/**
 * Runs an upload, trying again after a pause when the connection drops: the Storage emulator
 * can drop the first requests it gets right after it says it is ready.
 */
async function withRetries(upload: () => Promise<unknown>, what: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await upload();
      return;
    } catch (error) {
      if (attempt >= UPLOAD_ATTEMPTS) {
        throw new Error(`Seeding ${what} failed ${attempt} times`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

/** A seed image: its library document (images/seed-<name>) and its object in the bucket. */
export interface SeedImage {
  name: string;
  /** The PNG drawn for it. */
  data: Buffer;
  path: string;
  url: string;
  /** Size and variants, once the variants function has recorded them on the document. */
  facts: Pick<PostFields, 'featuredImageWidth' | 'featuredImageHeight' | 'featuredImageVariants'>;
}

const seedImageDocId = (name: string) => `seed-${name}`;

/** The seed images, with what their library documents already record. */
async function seedImages(app: App): Promise<Map<string, SeedImage>> {
  const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!storageHost) throw new Error('The blog seed writes images to the Storage emulator only');
  const db = getFirestore(app);
  const images = new Map<string, SeedImage>();
  for (const [name, scene] of Object.entries(seedImageScenes)) {
    const path = imageStoragePath('blog', seedImageDocId(name), `${name}.png`);
    const recorded = await db.doc(`images/${seedImageDocId(name)}`).get();
    // Variants recorded for this path only: data kept from before image ids were in paths
    // holds the old path's, so the image is uploaded again at its new path.
    const variants =
      recorded.get('storagePath') === path
        ? (recorded.get('variants') as PostFields['featuredImageVariants'])
        : undefined;
    images.set(name, {
      name,
      data: renderSeedImage(scene),
      path,
      url: `http://${storageHost}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`,
      facts: variants
        ? {
            featuredImageWidth: Number(recorded.get('width')),
            featuredImageHeight: Number(recorded.get('height')),
            featuredImageVariants: variants,
          }
        : {},
    });
  }
  return images;
}

/** The library document of a seed image, as the upload dialog writes one. */
const imageDocument = (image: SeedImage) => ({
  filename: `${image.name}.png`,
  folder: 'blog',
  storagePath: image.path,
  fileUrl: image.url,
  fileSize: image.data.length,
  contentType: 'image/png',
  uploadedBy: 'seed-admin',
  uploadedAt: Timestamp.fromDate(new Date('2026-10-01T14:00:00Z')),
});

/**
 * Uploads each seed image that is missing, or whose variants were never recorded: the upload
 * fires the variants function, which records them on the document and on the posts that
 * feature the image (written before, so it finds them).
 */
async function uploadImages(app: App, images: ReadonlyMap<string, SeedImage>): Promise<void> {
  const bucket = getStorage(app).bucket(BUCKET);
  for (const image of images.values()) {
    if (image.facts.featuredImageVariants) continue;
    const file = bucket.file(image.path);
    await withRetries(
      () =>
        // One small request per image: a resumable upload session is more than these need.
        file.save(image.data, {
          resumable: false,
          contentType: 'image/png',
          metadata: { cacheControl: 'public, max-age=3600' },
        }),
      image.path,
    );
  }
}

type StoredPost = Omit<PostFields, 'publishDate' | 'createdAt' | 'updatedAt'> & {
  publishDate: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** The stored document of a seed article. */
export function seedPostDocument(
  article: SeedArticle,
  images: ReadonlyMap<string, SeedImage>,
  viewCount: number,
): StoredPost {
  const category = seedCategories.find((candidate) => candidate.slug === article.categorySlug);
  if (!category) throw new Error(`${article.slug}: unknown category ${article.categorySlug}`);
  for (const tag of article.tagSlugs) {
    if (!seedTags.some((candidate) => candidate.slug === tag)) {
      throw new Error(`${article.slug}: unknown tag ${tag}`);
    }
  }
  const author = seedStaff.find((staff) => staff.uid === article.author);
  if (!author) throw new Error(`${article.slug}: unknown author ${article.author}`);
  const content = article.paragraphs.join('\n\n');
  const image = article.image ? images.get(article.image) : undefined;
  if (article.image && !image) throw new Error(`${article.slug}: unknown image ${article.image}`);
  const published = article.publishDate ? new Date(article.publishDate) : null;
  // Created a few days before publishing (a draft: a fixed date), updated when published.
  const created = new Date((published ?? new Date('2026-11-01T14:00:00Z')).getTime() - 3 * 864e5);
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content,
    featuredImageUrl: image?.url ?? null,
    ...image?.facts,
    categoryId: category.slug,
    categoryName: category.name,
    categorySlug: category.slug,
    tagIds: [...article.tagSlugs],
    status: article.status,
    publishDate: published ? Timestamp.fromDate(published) : null,
    createdAt: Timestamp.fromDate(created),
    updatedAt: Timestamp.fromDate(published ?? created),
    updatedBy: author.uid,
    readingTime: estimateReadingTime(content),
    seoTitle: article.seoTitle ?? null,
    seoDescription: article.seoDescription ?? null,
    seoKeywords: [...article.seoKeywords],
    authorId: author.uid,
    authorName: author.fullName,
    viewCount,
  };
}

/** Categories, tags, featured images, the seed articles and their slug reservations, idempotently. */
export async function seedBlog(app: App): Promise<{ posts: number }> {
  const db = getFirestore(app);
  const images = await seedImages(app);
  const batch = db.batch();
  // Each image's library document, keeping what the variants function recorded.
  for (const image of images.values()) {
    batch.set(db.doc(`images/${seedImageDocId(image.name)}`), {
      ...imageDocument(image),
      ...(image.facts.featuredImageVariants
        ? {
            width: image.facts.featuredImageWidth,
            height: image.facts.featuredImageHeight,
            variants: image.facts.featuredImageVariants,
          }
        : {}),
    });
  }
  // Each slug's reservation too, as the admin writes it: the rules let staff edit an item
  // only while its reservation names it.
  for (const { slug, name, description } of seedCategories) {
    batch.set(db.doc(`categories/${slug}`), { name, slug, description });
    batch.set(db.doc(`categorySlugs/${slug}`), { categoryId: slug });
  }
  for (const { slug, name } of seedTags) {
    batch.set(db.doc(`tags/${slug}`), { name, slug });
    batch.set(db.doc(`tagSlugs/${slug}`), { tagId: slug });
  }
  // A seeded item renamed in an earlier session goes back to its seed slug: the slug it had
  // taken is released, or it would stay blocked for everyone.
  const categoryIds = seedCategories.map((category) => category.slug);
  const tagIds = seedTags.map((tag) => tag.slug);
  const staleReservations = await Promise.all([
    db.collection('categorySlugs').where('categoryId', 'in', categoryIds).get(),
    db.collection('tagSlugs').where('tagId', 'in', tagIds).get(),
  ]);
  for (const snapshot of staleReservations) {
    for (const reservation of snapshot.docs) {
      const owner = String(reservation.get('categoryId') ?? reservation.get('tagId'));
      if (reservation.id !== owner) batch.delete(reservation.ref);
    }
  }
  for (const article of seedArticles) {
    const ref = db.doc(`posts/${seedPostId(article.slug)}`);
    // Views counted on earlier runs are kept.
    const existing = await ref.get();
    const viewCount = existing.exists ? Number(existing.get('viewCount') ?? 0) : 0;
    const post = seedPostDocument(article, images, viewCount);
    batch.set(ref, post);
    // And its summary, which the admin list reads, as the editor's saves write it.
    batch.set(db.doc(`postSummaries/${ref.id}`), postSummaryOf({ ...post, scheduledAt: null }));
    // Each slug is reserved for its post, as the editor's saves reserve theirs (firestore.rules).
    batch.set(db.doc(`postSlugs/${article.slug}`), { postId: ref.id });
  }
  await batch.commit();
  await uploadImages(app, images);
  return { posts: seedArticles.length };
}
