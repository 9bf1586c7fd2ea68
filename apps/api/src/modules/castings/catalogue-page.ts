import { createHash } from 'node:crypto';
import { type Casting, type CastingOwnApplication, castingSchema } from '@talent/contract/castings';
import { type PageMeta, pageMetaSchema } from '@talent/contract/pagination';

/** A list answer for one caller: its ETag, and its JSON body, written only if it is sent. */
export interface PageAnswer {
  etag: string;
  body: () => Buffer;
}

const APPLICATIONS_KEY = 'applications';

/**
 * A casting's JSON cut where its `applications` go: the text before the array and the text after it,
 * keys in the contract's order, as the route's serializer would write them.
 */
function cutAtApplications(casting: Casting): [string, string] {
  const entries = Object.entries(castingSchema.parse(casting));
  const at = entries.findIndex(([key]) => key === APPLICATIONS_KEY);
  const before = JSON.stringify(Object.fromEntries(entries.slice(0, at)));
  const after = JSON.stringify(Object.fromEntries(entries.slice(at + 1)));
  return [
    `${before.slice(0, -1)}${at > 0 ? ',' : ''}"${APPLICATIONS_KEY}":`,
    after === '{}' ? '}' : `,${after.slice(1)}`,
  ];
}

/**
 * A page of the catalogue as every caller sees it, validated against the contract and serialized once;
 * each answer splices in its caller's own applications (decision 0013). The route's zod serializer
 * validated and wrote the whole page on every request, several times the cost of the splice.
 */
export class CataloguePage {
  readonly castingIds: readonly string[];
  /** What the page's pieces take in memory. */
  readonly bytes: number;
  /**
   * The page's JSON around the castings' application arrays (one more piece than castings), kept as
   * UTF-8 bytes: encoding the page's text for the socket on every answer was a large share of a list
   * request's CPU time (decision 0013).
   */
  private readonly pieces: Buffer[];

  /**
   * `version` is the catalogue version whose page this is, or undefined when the version alone does not
   * determine it (a page without the castings the caller applied to, or a read with no version to
   * vouch for it): then the ETag is a hash of the whole answer.
   */
  constructor(
    readonly version: string | undefined,
    private readonly key: string,
    castings: readonly Casting[],
    meta: PageMeta,
  ) {
    this.castingIds = castings.map((casting) => casting.id);
    const metaJson = JSON.stringify(pageMetaSchema.parse(meta));
    const cut = castings.map(cutAtApplications);
    const texts =
      cut.length === 0
        ? [`{"data":[],"meta":${metaJson}}`]
        : [
            `{"data":[${cut[0]![0]}`,
            ...cut.slice(1).map(([before], index) => `${cut[index]![1]},${before}`),
            `${cut.at(-1)![1]}],"meta":${metaJson}}`,
          ];
    this.pieces = texts.map((text) => Buffer.from(text, 'utf8'));
    this.bytes = this.pieces.reduce((sum, piece) => sum + piece.length, 0);
  }

  /**
   * The page for `userId`, with their own applications. The ETag covers the caller too, so no caller
   * can revalidate with another's; with a version it is computed without writing the body, which is
   * then written only for a 200.
   */
  answer(userId: string, own: ReadonlyMap<string, readonly CastingOwnApplication[]>): PageAnswer {
    const ownJson = this.castingIds.map((id) => {
      const applications = own.get(id);
      return applications && applications.length > 0
        ? JSON.stringify(
            applications.map(({ id, talentProfileId, status }) => ({ id, talentProfileId, status })),
          )
        : '[]';
    });
    const body = () => {
      const parts: Buffer[] = [this.pieces[0]!];
      for (let index = 0; index < ownJson.length; index++) {
        parts.push(Buffer.from(ownJson[index]!, 'utf8'), this.pieces[index + 1]!);
      }
      return Buffer.concat(parts);
    };
    const hash = createHash('sha1').update(userId).update('\n').update(this.key).update('\n');
    if (this.version === undefined) {
      const text = body();
      return { etag: etagOf(hash.update(text)), body: () => text };
    }
    hash.update(this.version);
    for (const json of ownJson) hash.update('\n').update(json);
    return { etag: etagOf(hash), body };
  }
}

const etagOf = (hash: ReturnType<typeof createHash>) => `"${hash.digest('base64url')}"`;
