import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
};

// src/app.ts
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

// src/db/database.ts
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
function createDatabase(config, options = {}) {
  if (config.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    pool.on("error", options.onPoolError ?? (() => {
    }));
    return new Kysely({ dialect: new PostgresDialect({ pool }) });
  }
  const sqlite = new SQLite(config.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}
var STATEMENT_CACHE_SIZE = 500;
function withStatementCache(sqlite) {
  const cache = /* @__PURE__ */ new Map();
  return {
    close: () => sqlite.close(),
    prepare: (sql8) => {
      const cached = cache.get(sql8);
      if (cached) {
        cache.delete(sql8);
        cache.set(sql8, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql8);
      cache.set(sql8, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value);
      return statement;
    }
  };
}
function isUniqueViolation(error) {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  const code = error.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

// src/http-error.ts
var HttpError = class extends Error {
  constructor(statusCode, code, message, fields, headers) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
    this.name = "HttpError";
  }
};
var AUTHENTICATION_REQUIRED_MESSAGE = "Authentication required";
var SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";
var unauthorized = (message = AUTHENTICATION_REQUIRED_MESSAGE) => new HttpError(401, "UNAUTHORIZED", message);

// src/modules/applications/applications.repository.ts
import { randomUUID } from "node:crypto";
var AlreadyAppliedError = class extends Error {
};
var toNumber = (value) => Number(value ?? 0);
var ApplicationsRepository = class {
  constructor(db) {
    this.db = db;
  }
  selectApplications() {
    return this.db.selectFrom("applications").innerJoin("talent_profiles", "talent_profiles.id", "applications.talent_profile_id").selectAll("applications").select([
      "talent_profiles.first_name as talent_first_name",
      "talent_profiles.last_name as talent_last_name",
      "talent_profiles.user_id as talent_user_id"
    ]);
  }
  findById(id) {
    return this.selectApplications().where("applications.id", "=", id).executeTakeFirst();
  }
  /** Applications of every talent profile of the user, newest first. */
  async listOfUser(userId, page, pageSize) {
    const counted = await this.db.selectFrom("applications").innerJoin("talent_profiles", "talent_profiles.id", "applications.talent_profile_id").select((eb) => eb.fn.countAll().as("total")).where("talent_profiles.user_id", "=", userId).executeTakeFirst();
    const total = toNumber(counted?.total);
    if ((page - 1) * pageSize >= total) return { rows: [], total };
    const rows = await this.selectApplications().where("talent_profiles.user_id", "=", userId).orderBy("applications.applied_at", "desc").orderBy("applications.id", "desc").limit(pageSize).offset((page - 1) * pageSize).execute();
    return { rows, total };
  }
  /** How many of the user's applications are in each status. */
  async countByStatusOfUser(userId) {
    const rows = await this.db.selectFrom("applications").innerJoin("talent_profiles", "talent_profiles.id", "applications.talent_profile_id").select(["applications.status as status", (eb) => eb.fn.countAll().as("total")]).where("talent_profiles.user_id", "=", userId).groupBy("applications.status").execute();
    return new Map(rows.map((row) => [row.status, toNumber(row.total)]));
  }
  /** The user's own applications (any of their talent profiles) to these castings: never other talents'. */
  async ownForCastings(userId, castingIds) {
    if (castingIds.length === 0) return [];
    return this.db.selectFrom("applications").innerJoin("talent_profiles", "talent_profiles.id", "applications.talent_profile_id").select([
      "applications.id",
      "applications.casting_id",
      "applications.talent_profile_id",
      "applications.status"
    ]).where("talent_profiles.user_id", "=", userId).where("applications.casting_id", "in", [...castingIds]).orderBy("applications.applied_at").execute();
  }
  async historyOf(applicationIds) {
    if (applicationIds.length === 0) return [];
    return this.db.selectFrom("application_status_changes").selectAll().where("application_id", "in", [...applicationIds]).orderBy("changed_at").execute();
  }
  /**
   * The application and the first entry of its history (PENDING at appliedAt), both or neither.
   * The unique (casting, profile) index decides between two simultaneous applications.
   */
  async create(application) {
    const id = randomUUID();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto("applications").values({
          id,
          casting_id: application.castingId,
          talent_profile_id: application.talentProfileId,
          message: application.message,
          status: "PENDING",
          applied_at: application.appliedAt,
          updated_at: application.appliedAt
        }).execute();
        await trx.insertInto("application_status_changes").values({
          id: randomUUID(),
          application_id: id,
          status: "PENDING",
          changed_at: application.appliedAt,
          changed_by_user_id: null
        }).execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyAppliedError();
      throw error;
    }
    return id;
  }
  async exists(castingId, talentProfileId2) {
    const row = await this.db.selectFrom("applications").select("id").where("casting_id", "=", castingId).where("talent_profile_id", "=", talentProfileId2).executeTakeFirst();
    return row !== void 0;
  }
  /**
   * Moves the application from `from` to `to` and records the change, both or neither. Returns false
   * when the status was no longer `from` (another move came first), so no move is based on stale data.
   */
  async changeStatus(change) {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx.updateTable("applications").set({ status: change.to, updated_at: change.changedAt }).where("id", "=", change.applicationId).where("status", "=", change.from).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx.insertInto("application_status_changes").values({
        id: randomUUID(),
        application_id: change.applicationId,
        status: change.to,
        changed_at: change.changedAt,
        changed_by_user_id: change.changedByUserId
      }).execute();
      return true;
    });
  }
  /** For operators: who applied where, newest first, optionally for one casting. */
  listForOperator(castingSlug) {
    let query = this.db.selectFrom("applications").innerJoin("castings", "castings.id", "applications.casting_id").innerJoin("talent_profiles", "talent_profiles.id", "applications.talent_profile_id").innerJoin("users", "users.id", "talent_profiles.user_id").select([
      "applications.id",
      "applications.status",
      "applications.applied_at",
      "castings.slug as casting_slug",
      "users.email as talent_email",
      "talent_profiles.first_name as talent_first_name",
      "talent_profiles.last_name as talent_last_name"
    ]);
    if (castingSlug !== void 0) query = query.where("castings.slug", "=", castingSlug);
    return query.orderBy("applications.applied_at", "desc").orderBy("applications.id", "desc").execute();
  }
  /** The owner of the casting an application belongs to (for the CLIENT check). */
  async castingOwnerOf(applicationId) {
    const row = await this.db.selectFrom("applications").innerJoin("castings", "castings.id", "applications.casting_id").select("castings.owner_user_id").where("applications.id", "=", applicationId).executeTakeFirst();
    return row?.owner_user_id;
  }
};

// ../../packages/contract/src/api-envelope.ts
import { z } from "zod";
var dataOf = (schema) => z.object({ data: schema });
var healthSchema = z.object({ status: z.literal("ok") });

// ../../packages/contract/src/applications.ts
import { z as z5 } from "zod";

// ../../packages/contract/src/castings.ts
import { z as z4 } from "zod";

// ../../packages/contract/src/auth.ts
import { z as z2 } from "zod";

// ../../packages/contract/src/dates.ts
var ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function parseIsoDate(value) {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day };
}
function todayIsoDate(now = /* @__PURE__ */ new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
function ageOn(birthDate3, today) {
  const birth = parseIsoDate(birthDate3);
  const now = parseIsoDate(today);
  if (!birth || !now) return null;
  let age = now.year - birth.year;
  if (now.month < birth.month || now.month === birth.month && now.day < birth.day) age -= 1;
  return age;
}

// ../../packages/contract/src/validation-messages.ts
var VALIDATION_MESSAGES = {
  invalidEmail: "Invalid email address",
  loginPasswordMin: "Password must be at least 6 characters",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  phoneRequired: "Phone number is required",
  phoneFormat: "Phone must be in valid international format (e.g., +40721234567)",
  birthDateRequired: "Birth date is required",
  birthDateFormat: "Birth date must be in YYYY-MM-DD format",
  registrationAge: "You must be at least 13 years old to register",
  genderRequired: "Gender is required",
  genderInvalid: "Please select a gender",
  passwordMin: "Password must be at least 8 characters",
  passwordMax: "Password must be at most 128 characters",
  passwordsDontMatch: "Passwords don't match",
  textTooLong: "This text is too long",
  emailTooLong: "Email address is too long",
  languageInvalid: "Language must be RO or EN",
  refreshTokenRequired: "Refresh token is required"
};
var keyByText = new Map(
  Object.entries(VALIDATION_MESSAGES).map(([key, text3]) => [text3, key])
);

// ../../packages/contract/src/auth.ts
var ROLES = ["ADMIN", "CLIENT", "TALENT"];
var roleSchema = z2.enum(ROLES);
var GENDERS = ["MALE", "FEMALE"];
var LANGUAGES = ["RO", "EN"];
var languageSchema = z2.enum(LANGUAGES, { error: VALIDATION_MESSAGES.languageInvalid });
var PASSWORD_MIN = 8;
var LOGIN_PASSWORD_MIN = 6;
var PASSWORD_MAX = 128;
var REGISTRATION_MIN_AGE = 13;
var REGISTRATION_MAX_AGE = 120;
var PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
var email = z2.string({ error: VALIDATION_MESSAGES.invalidEmail }).trim().max(254, VALIDATION_MESSAGES.emailTooLong).pipe(z2.email({ error: VALIDATION_MESSAGES.invalidEmail })).transform((value) => value.toLowerCase());
var name = (required) => z2.string({ error: required }).trim().min(1, { error: required, abort: true }).max(100, VALIDATION_MESSAGES.textTooLong);
var phone = z2.string({ error: VALIDATION_MESSAGES.phoneRequired }).trim().min(1, { error: VALIDATION_MESSAGES.phoneRequired, abort: true }).regex(PHONE_PATTERN, VALIDATION_MESSAGES.phoneFormat);
var gender = z2.enum(GENDERS, {
  error: (issue) => issue.input === void 0 || issue.input === "" ? VALIDATION_MESSAGES.genderRequired : VALIDATION_MESSAGES.genderInvalid
});
var birthDate = z2.string({ error: VALIDATION_MESSAGES.birthDateRequired }).min(1, { error: VALIDATION_MESSAGES.birthDateRequired, abort: true }).refine((value) => parseIsoDate(value) !== null, { error: VALIDATION_MESSAGES.birthDateFormat, abort: true }).refine((value) => {
  const age = ageOn(value, todayIsoDate());
  return age !== null && age >= REGISTRATION_MIN_AGE && age <= REGISTRATION_MAX_AGE;
}, VALIDATION_MESSAGES.registrationAge);
var newPassword = z2.string({ error: VALIDATION_MESSAGES.passwordMin }).min(PASSWORD_MIN, VALIDATION_MESSAGES.passwordMin).max(PASSWORD_MAX, VALIDATION_MESSAGES.passwordMax);
var loginSchema = z2.object({
  email,
  password: z2.string({ error: VALIDATION_MESSAGES.loginPasswordMin }).min(LOGIN_PASSWORD_MIN, VALIDATION_MESSAGES.loginPasswordMin).max(PASSWORD_MAX, VALIDATION_MESSAGES.passwordMax)
});
var registerSchema = z2.object({
  email,
  password: newPassword,
  firstName: name(VALIDATION_MESSAGES.firstNameRequired),
  lastName: name(VALIDATION_MESSAGES.lastNameRequired),
  phone,
  birthDate,
  gender,
  role: z2.string().max(20).optional(),
  preferredLanguage: languageSchema.optional()
});
var registerFormSchema = z2.intersection(
  registerSchema,
  z2.object({ password: z2.string(), confirmPassword: z2.string() }).refine((value) => value.password === value.confirmPassword, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ["confirmPassword"]
  })
);
var refreshSchema = z2.object({
  refreshToken: z2.string({ error: VALIDATION_MESSAGES.refreshTokenRequired }).min(1, VALIDATION_MESSAGES.refreshTokenRequired).max(200)
});
var logoutSchema = z2.object({ refreshToken: z2.string().max(200).optional() });
var authTokensSchema = z2.object({
  accessToken: z2.string(),
  refreshToken: z2.string()
});
var userSchema = z2.object({
  id: z2.string(),
  role: roleSchema,
  email: z2.string(),
  firstName: z2.string(),
  lastName: z2.string(),
  phone: z2.string().nullable(),
  gender: z2.enum(GENDERS).nullable(),
  birthDate: z2.string().nullable(),
  preferredLanguage: z2.enum(LANGUAGES),
  isGuardianModeEnabled: z2.boolean(),
  profilePhotoUrl: z2.string().nullable(),
  createdAt: z2.string()
});
var updateMeSchema = z2.object({
  firstName: name(VALIDATION_MESSAGES.firstNameRequired),
  lastName: name(VALIDATION_MESSAGES.lastNameRequired),
  gender,
  birthDate,
  preferredLanguage: languageSchema
}).partial().strict();

// ../../packages/contract/src/cities.ts
var CITIES = [
  "Bucuresti",
  "Cluj-Napoca",
  "Timisoara",
  "Iasi",
  "Constanta",
  "Craiova",
  "Brasov",
  "Galati",
  "Ploiesti",
  "Oradea",
  "Braila",
  "Arad",
  "Pitesti",
  "Sibiu",
  "Bacau",
  "Targu Mures",
  "Baia Mare",
  "Buzau",
  "Satu Mare",
  "Botosani",
  "Suceava"
];

// ../../packages/contract/src/pagination.ts
import { z as z3 } from "zod";
var DEFAULT_PAGE_SIZE = 12;
var MAX_PAGE_SIZE = 50;
var PAGINATION_MESSAGES = {
  page: "Page must be a whole number of 1 or more",
  pageSize: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`
};
var paginationQuerySchema = z3.object({
  page: z3.coerce.number({ error: PAGINATION_MESSAGES.page }).int(PAGINATION_MESSAGES.page).min(1, PAGINATION_MESSAGES.page).max(1e6, PAGINATION_MESSAGES.page).default(1),
  pageSize: z3.coerce.number({ error: PAGINATION_MESSAGES.pageSize }).int(PAGINATION_MESSAGES.pageSize).min(1, PAGINATION_MESSAGES.pageSize).max(MAX_PAGE_SIZE, PAGINATION_MESSAGES.pageSize).default(DEFAULT_PAGE_SIZE)
});
var pageMetaSchema = z3.object({
  page: z3.number().int(),
  pageSize: z3.number().int(),
  total: z3.number().int(),
  totalPages: z3.number().int()
});
var pageOf = (item) => z3.object({ data: z3.array(item), meta: pageMetaSchema });
function pageMeta(page, pageSize, total) {
  return { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

// ../../packages/contract/src/castings.ts
var CASTING_STATUSES = ["PUBLISHED", "DRAFT", "CLOSED", "CANCELLED", "SUSPENDED"];
var castingStatusSchema = z4.enum(CASTING_STATUSES, { error: "Unknown casting status" });
var CASTING_STATUS_TRANSITIONS = {
  DRAFT: ["PUBLISHED", "CANCELLED"],
  PUBLISHED: ["SUSPENDED", "CLOSED", "CANCELLED"],
  SUSPENDED: ["PUBLISHED", "CLOSED", "CANCELLED"],
  CLOSED: [],
  CANCELLED: []
};
function canMoveCasting(from, to) {
  return CASTING_STATUS_TRANSITIONS[from].includes(to);
}
var PROJECT_TYPES = [
  "FEATURE_FILM",
  "SHORT_FILM",
  "TV_SERIES",
  "COMMERCIAL",
  "MUSIC_VIDEO",
  "THEATRE",
  "FASHION_SHOW",
  "PHOTO_SHOOT",
  "EVENT",
  "OTHER"
];
var projectTypeSchema = z4.enum(PROJECT_TYPES, { error: "Unknown project type" });
var REMUNERATION_TYPES = ["per_day", "per_hour", "per_project"];
var CURRENCY = "RON";
var CASTING_MESSAGES = {
  titleRequired: "Title is required",
  shortDescriptionRequired: "Short description is required",
  descriptionRequired: "Description is required",
  locationInvalid: "Choose a location from the list",
  dateInvalid: "Date must be in YYYY-MM-DD format",
  ageRangeInvalid: "Age range must have a minimum from 0 to 120 not above its maximum",
  remunerationInvalid: "Remuneration must be a number of 0 or more",
  remunerationOrder: "Minimum remuneration cannot be greater than maximum remuneration",
  searchRequired: "Enter something to search for",
  textTooLong: "This text is too long",
  onlyPublishedListed: "Only published castings can be listed"
};
var isoDate = z4.string({ error: CASTING_MESSAGES.dateInvalid }).refine((value) => parseIsoDate(value) !== null, CASTING_MESSAGES.dateInvalid);
var ageRangeSchema = z4.object({ min: z4.number().int().min(0).max(120), max: z4.number().int().min(0).max(120) }).refine((range) => range.min <= range.max, CASTING_MESSAGES.ageRangeInvalid);
var remunerationSchema = z4.object({
  amount: z4.number({ error: CASTING_MESSAGES.remunerationInvalid }).min(0, CASTING_MESSAGES.remunerationInvalid).max(1e8),
  currency: z4.literal(CURRENCY).default(CURRENCY),
  type: z4.enum(REMUNERATION_TYPES)
});
var coverPhotoSchema = z4.object({ thumbnailUrl: z4.string(), displayUrl: z4.string() });
var castingOwnApplicationSchema = z4.object({
  id: z4.string(),
  talentProfileId: z4.string(),
  status: z4.string()
});
var castingSchema = z4.object({
  id: z4.string(),
  slug: z4.string(),
  title: z4.string(),
  status: castingStatusSchema,
  projectType: projectTypeSchema,
  shortDescription: z4.string(),
  description: z4.string(),
  location: z4.string(),
  castingDate: z4.string().nullable(),
  shootingDate: z4.string().nullable(),
  ageRanges: z4.array(z4.object({ min: z4.number(), max: z4.number() })),
  gender: z4.enum(GENDERS).nullable(),
  duration: z4.string().nullable(),
  remuneration: z4.object({ amount: z4.number(), currency: z4.string(), type: z4.enum(REMUNERATION_TYPES) }).nullable(),
  diffusionType: z4.string().nullable(),
  coverPhoto: coverPhotoSchema.nullable(),
  applications: z4.array(castingOwnApplicationSchema),
  createdAt: z4.string(),
  updatedAt: z4.string()
});
var optionalNumber = (message) => z4.coerce.number({ error: message }).min(0, message).max(1e8, message).optional();
var castingListQuerySchema = paginationQuerySchema.extend({
  status: z4.literal("PUBLISHED", { error: CASTING_MESSAGES.onlyPublishedListed }).optional(),
  projectType: projectTypeSchema.optional(),
  location: z4.enum(CITIES, { error: CASTING_MESSAGES.locationInvalid }).optional(),
  minRemuneration: optionalNumber(CASTING_MESSAGES.remunerationInvalid),
  maxRemuneration: optionalNumber(CASTING_MESSAGES.remunerationInvalid),
  excludeUserId: z4.string().max(100).optional()
}).refine(
  (query) => query.minRemuneration === void 0 || query.maxRemuneration === void 0 || query.minRemuneration <= query.maxRemuneration,
  { message: CASTING_MESSAGES.remunerationOrder, path: ["minRemuneration"] }
);
var castingSearchQuerySchema = paginationQuerySchema.extend({
  q: z4.string({ error: CASTING_MESSAGES.searchRequired }).trim().min(1, CASTING_MESSAGES.searchRequired).max(100, CASTING_MESSAGES.textTooLong)
});
var text = (required, max) => z4.string({ error: required }).trim().min(1, required).max(max, CASTING_MESSAGES.textTooLong);
var castingCreateSchema = z4.strictObject({
  title: text(CASTING_MESSAGES.titleRequired, 160),
  projectType: projectTypeSchema,
  shortDescription: text(CASTING_MESSAGES.shortDescriptionRequired, 300),
  description: text(CASTING_MESSAGES.descriptionRequired, 1e4),
  location: z4.enum(CITIES, { error: CASTING_MESSAGES.locationInvalid }),
  castingDate: isoDate.nullable().optional(),
  shootingDate: isoDate.nullable().optional(),
  ageRanges: z4.array(ageRangeSchema).max(10).default([]),
  gender: z4.enum(GENDERS).nullable().optional(),
  duration: z4.string().trim().max(100, CASTING_MESSAGES.textTooLong).nullable().optional(),
  remuneration: remunerationSchema.nullable().optional(),
  diffusionType: z4.string().trim().max(200, CASTING_MESSAGES.textTooLong).nullable().optional(),
  status: z4.enum(["DRAFT", "PUBLISHED"]).default("DRAFT")
});
var castingUpdateSchema = castingCreateSchema.omit({ status: true }).partial().extend({ ageRanges: z4.array(ageRangeSchema).max(10).optional(), status: castingStatusSchema.optional() }).strict();
function slugify(title) {
  const slug = title.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80).replace(/-+$/g, "");
  return slug || "casting";
}
function foldForSearch(value) {
  return value.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

// ../../packages/contract/src/applications.ts
var APPLICATION_STATUSES = ["PENDING", "REVIEWED", "SHORTLISTED", "ACCEPTED", "REJECTED"];
var applicationStatusSchema = z5.enum(APPLICATION_STATUSES, { error: "Unknown application status" });
var APPLICATION_STATUS_TRANSITIONS = {
  PENDING: ["REVIEWED", "SHORTLISTED", "ACCEPTED", "REJECTED"],
  REVIEWED: ["SHORTLISTED", "ACCEPTED", "REJECTED"],
  SHORTLISTED: ["ACCEPTED", "REJECTED"],
  ACCEPTED: [],
  REJECTED: []
};
function canMoveApplication(from, to) {
  return APPLICATION_STATUS_TRANSITIONS[from].includes(to);
}
var ACTIVE_APPLICATION_STATUSES = [
  "PENDING",
  "REVIEWED",
  "SHORTLISTED"
];
var APPLICATION_MESSAGE_MAX = 2e3;
var APPLICATION_MESSAGES = {
  castingRequired: "Casting is required",
  profileRequired: "Talent profile is required",
  messageTooLong: `Message must be at most ${APPLICATION_MESSAGE_MAX} characters`,
  alreadyApplied: "You have already applied to this casting",
  notPublished: "This casting is not accepting applications",
  noProfile: "Nu ai un profil de talent. Te rug\u0103m s\u0103 completezi profilul.",
  notFound: "Aplica\u021Bia nu a fost g\u0103sit\u0103",
  castingNotFound: "Casting not found",
  transitionNotAllowed: "This status change is not allowed"
};
var applicationCreateSchema = z5.strictObject({
  castingId: z5.string({ error: APPLICATION_MESSAGES.castingRequired }).trim().min(1, APPLICATION_MESSAGES.castingRequired).max(100),
  talentProfileId: z5.string({ error: APPLICATION_MESSAGES.profileRequired }).trim().min(1, APPLICATION_MESSAGES.profileRequired).max(100),
  message: z5.string().trim().max(APPLICATION_MESSAGE_MAX, APPLICATION_MESSAGES.messageTooLong).optional()
});
var applicationStatusChangeSchema = z5.strictObject({ status: applicationStatusSchema });
var statusChangeSchema = z5.object({ status: applicationStatusSchema, changedAt: z5.string() });
var applicationSchema = z5.object({
  id: z5.string(),
  status: applicationStatusSchema,
  castingId: z5.string(),
  casting: castingSchema.omit({ applications: true }).nullable(),
  talentProfileId: z5.string(),
  /** Whose application it is (the talent or, later, one of their children). */
  talentName: z5.string(),
  message: z5.string().nullable(),
  appliedAt: z5.string(),
  updatedAt: z5.string(),
  statusHistory: z5.array(statusChangeSchema)
});
var applicationStatsSchema = z5.object({
  pendingApplications: z5.number().int(),
  acceptedApplications: z5.number().int(),
  availableCastings: z5.number().int()
});

// src/modules/applications/applications.routes.ts
import { z as z7 } from "zod";

// src/plugins/auth.ts
import fp from "fastify-plugin";

// ../../packages/contract/src/errors.ts
import { z as z6 } from "zod";
var apiErrorSchema = z6.object({
  statusCode: z6.number().int(),
  code: z6.string(),
  message: z6.string(),
  fields: z6.record(z6.string(), z6.string()).optional()
});
var ONLY_TALENT_MESSAGE = "Only talent users can access this application";
var INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
var TOO_MANY_LOGIN_ATTEMPTS_MESSAGE = "Too many sign-in attempts. Please wait a few minutes and try again.";
var EMAIL_TAKEN_MESSAGE = "An account with this email address already exists";

// ../../packages/contract/src/staff.ts
var ONLY_STAFF_MESSAGE = "Only casting staff accounts (CLIENT or ADMIN) can use this. Talents sign in to the Talent Portal.";

// src/modules/auth/auth.repository.ts
import { randomUUID as randomUUID2 } from "node:crypto";
var EmailTakenError = class extends Error {
};
var nowIso = () => (/* @__PURE__ */ new Date()).toISOString();
var AuthRepository = class {
  constructor(db) {
    this.db = db;
  }
  findUserByEmail(email2) {
    return this.db.selectFrom("users").selectAll().where("email", "=", email2).executeTakeFirst();
  }
  /** The user with the photo of their own talent profile (the one that is not a child's). */
  findUserWithPhoto(userId) {
    return this.db.selectFrom("users").leftJoin(
      "talent_profiles",
      (join4) => join4.onRef("talent_profiles.user_id", "=", "users.id").on("talent_profiles.child_id", "is", null)
    ).selectAll("users").select("talent_profiles.profile_photo_url").where("users.id", "=", userId).executeTakeFirst();
  }
  /**
   * Creates the user and, for talents, their own talent profile in one transaction, so a talent
   * never exists without a profile (DESIGN §4).
   */
  async createUser(user, withTalentProfile) {
    const id = randomUUID2();
    const now = nowIso();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto("users").values({
          id,
          email: user.email,
          password_hash: user.passwordHash,
          role: user.role,
          first_name: user.firstName,
          last_name: user.lastName,
          phone: user.phone,
          gender: user.gender,
          birth_date: user.birthDate,
          preferred_language: user.preferredLanguage,
          is_guardian_mode_enabled: 0,
          created_at: now,
          updated_at: now
        }).execute();
        if (withTalentProfile) {
          await trx.insertInto("talent_profiles").values({
            id: randomUUID2(),
            user_id: id,
            child_id: null,
            first_name: user.firstName,
            last_name: user.lastName,
            phone: user.phone,
            gender: user.gender,
            date_of_birth: user.birthDate,
            profile_photo_url: null,
            created_at: now,
            updated_at: now
          }).execute();
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
    return id;
  }
  /** Keeps the copies on the user's own talent profile in step with the account. */
  async updateUser(userId, changes) {
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable("users").set({
        ...changes.firstName !== void 0 && { first_name: changes.firstName },
        ...changes.lastName !== void 0 && { last_name: changes.lastName },
        ...changes.gender !== void 0 && { gender: changes.gender },
        ...changes.birthDate !== void 0 && { birth_date: changes.birthDate },
        ...changes.preferredLanguage !== void 0 && { preferred_language: changes.preferredLanguage },
        updated_at: now
      }).where("id", "=", userId).execute();
      const profileChanges = {
        ...changes.firstName !== void 0 && { first_name: changes.firstName },
        ...changes.lastName !== void 0 && { last_name: changes.lastName },
        ...changes.gender !== void 0 && { gender: changes.gender },
        ...changes.birthDate !== void 0 && { date_of_birth: changes.birthDate }
      };
      if (Object.keys(profileChanges).length > 0) {
        await trx.updateTable("talent_profiles").set({ ...profileChanges, updated_at: now }).where("user_id", "=", userId).where("child_id", "is", null).execute();
      }
    });
  }
  async createSession(userId, tokenHash, ttlSeconds) {
    const sessionId = randomUUID2();
    const created = /* @__PURE__ */ new Date();
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto("sessions").values({ id: sessionId, user_id: userId, created_at: created.toISOString(), revoked_at: null }).execute();
      await trx.insertInto("refresh_tokens").values({
        id: randomUUID2(),
        session_id: sessionId,
        token_hash: tokenHash,
        expires_at: new Date(created.getTime() + ttlSeconds * 1e3).toISOString(),
        used_at: null,
        created_at: created.toISOString()
      }).execute();
    });
    return sessionId;
  }
  async findRefreshToken(tokenHash) {
    const row = await this.db.selectFrom("refresh_tokens").innerJoin("sessions", "sessions.id", "refresh_tokens.session_id").innerJoin("users", "users.id", "sessions.user_id").select([
      "refresh_tokens.id as tokenId",
      "refresh_tokens.session_id as sessionId",
      "refresh_tokens.expires_at as expiresAt",
      "refresh_tokens.used_at as usedAt",
      "sessions.revoked_at as sessionRevokedAt",
      "users.id as userId",
      "users.role as role"
    ]).where("refresh_tokens.token_hash", "=", tokenHash).executeTakeFirst();
    return row;
  }
  /**
   * Marks the presented token used and adds its successor, both or neither. Returns false when
   * another request used the token first (the `used_at is null` guard), which counts as reuse.
   */
  async rotateRefreshToken(current, nextTokenHash) {
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      const result = await trx.updateTable("refresh_tokens").set({ used_at: now }).where("id", "=", current.tokenId).where("used_at", "is", null).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx.insertInto("refresh_tokens").values({
        id: randomUUID2(),
        session_id: current.sessionId,
        token_hash: nextTokenHash,
        // The family's expiry is absolute from sign-in: rotating never extends it.
        expires_at: current.expiresAt,
        used_at: null,
        created_at: now
      }).execute();
      return true;
    });
  }
  async revokeSession(sessionId, userId) {
    let query = this.db.updateTable("sessions").set({ revoked_at: nowIso() }).where("id", "=", sessionId).where("revoked_at", "is", null);
    if (userId !== void 0) query = query.where("user_id", "=", userId);
    await query.execute();
  }
  /** The live session of an access token, with the user's current role; undefined once revoked or deleted. */
  findLiveSession(sessionId, userId) {
    return this.db.selectFrom("sessions").innerJoin("users", "users.id", "sessions.user_id").select("users.role as role").where("sessions.id", "=", sessionId).where("sessions.user_id", "=", userId).where("sessions.revoked_at", "is", null).executeTakeFirst();
  }
  // Sign-in attempts (login throttling).
  async recordLoginAttempt(email2, ip, failed) {
    await this.db.insertInto("login_attempts").values({ id: randomUUID2(), email: email2, ip, failed: failed ? 1 : 0, created_at: nowIso() }).execute();
  }
  /** Creation times of the e-mail's failures since `since`, newest first, at most `limit`. */
  async recentFailuresForEmail(email2, since, limit) {
    const rows = await this.db.selectFrom("login_attempts").select("created_at").where("email", "=", email2).where("failed", "=", 1).where("created_at", ">", since).orderBy("created_at", "desc").limit(limit).execute();
    return rows.map((row) => row.created_at);
  }
  async recentAttemptsForIp(ip, since, limit) {
    const rows = await this.db.selectFrom("login_attempts").select("created_at").where("ip", "=", ip).where("created_at", ">", since).orderBy("created_at", "desc").limit(limit).execute();
    return rows.map((row) => row.created_at);
  }
  /** Forgives the e-mail's failures but keeps the rows, which still count towards their IP's limit. */
  async clearFailuresForEmail(email2) {
    await this.db.updateTable("login_attempts").set({ failed: 0 }).where("email", "=", email2).where("failed", "=", 1).execute();
  }
  async deleteLoginAttemptsBefore(before) {
    await this.db.deleteFrom("login_attempts").where("created_at", "<=", before).execute();
  }
};

// src/modules/auth/login-throttle.ts
var LoginThrottle = class {
  constructor(repository, limits) {
    this.repository = repository;
    this.limits = limits;
  }
  lastPrune = 0;
  /** Throws 429 with Retry-After when either limit is already used up. */
  async assertAllowed(email2, ip) {
    const now = Date.now();
    const windowMs = this.limits.windowSeconds * 1e3;
    const since = new Date(now - windowMs).toISOString();
    const byIp = await this.repository.recentAttemptsForIp(ip, since, this.limits.maxAttemptsPerIp);
    const byEmail = await this.repository.recentFailuresForEmail(
      email2,
      since,
      this.limits.maxFailuresPerEmail
    );
    const blockers = [
      byIp.length >= this.limits.maxAttemptsPerIp ? byIp.at(-1) : void 0,
      byEmail.length >= this.limits.maxFailuresPerEmail ? byEmail.at(-1) : void 0
    ].filter((value) => value !== void 0);
    if (blockers.length === 0) return;
    const freeAt = Math.max(...blockers.map((createdAt) => Date.parse(createdAt) + windowMs));
    const retryAfter = Math.max(1, Math.ceil((freeAt - now) / 1e3));
    throw new HttpError(429, "TOO_MANY_REQUESTS", TOO_MANY_LOGIN_ATTEMPTS_MESSAGE, void 0, {
      "retry-after": String(retryAfter)
    });
  }
  async recordFailure(email2, ip) {
    await this.repository.recordLoginAttempt(email2, ip, true);
    await this.prune();
  }
  async recordSuccess(email2, ip) {
    await this.repository.recordLoginAttempt(email2, ip, false);
    await this.repository.clearFailuresForEmail(email2);
    await this.prune();
  }
  /** Old attempts no longer count; dropping them at most once a minute keeps the table small. */
  async prune() {
    const now = Date.now();
    if (now - this.lastPrune < 6e4) return;
    this.lastPrune = now;
    await this.repository.deleteLoginAttemptsBefore(
      new Date(now - this.limits.windowSeconds * 1e3).toISOString()
    );
  }
};

// src/modules/auth/passwords.ts
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
var ARGON2_OPTIONS = {
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1
};
function hashPassword(password) {
  return hash(password, ARGON2_OPTIONS);
}
async function verifyPassword(passwordHash, password) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
var dummyHash;
function dummyHashOnce() {
  dummyHash ??= hashPassword(randomBytes(16).toString("base64url"));
  return dummyHash;
}
function prepareDummyHash() {
  void dummyHashOnce();
}
async function verifyAgainstDummyHash(password) {
  await verifyPassword(await dummyHashOnce(), password);
  return false;
}

// src/modules/auth/tokens.ts
import { createHash, randomBytes as randomBytes2, webcrypto } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
var keys = /* @__PURE__ */ new WeakMap();
function hmacKey(secret) {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify"
    ]);
    keys.set(secret, key);
  }
  return key;
}
async function signAccessToken(claims, secret, ttlSeconds) {
  const issuedAt = Math.floor(Date.now() / 1e3);
  return new SignJWT({ role: claims.role, typ: "access", sid: claims.sessionId }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setSubject(claims.userId).setIssuedAt(issuedAt).setExpirationTime(issuedAt + ttlSeconds).sign(await hmacKey(secret));
}
async function verifyAccessToken(token, secret) {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ["HS256"] });
    const { sub, role, typ, sid } = payload;
    if (typ !== "access" || typeof sub !== "string" || typeof sid !== "string" || typeof role !== "string") {
      return { ok: false, expired: false };
    }
    return { ok: true, claims: { userId: sub, role, sessionId: sid } };
  } catch (error) {
    return { ok: false, expired: error instanceof errors.JWTExpired };
  }
}
function newRefreshToken() {
  return randomBytes2(32).toString("base64url");
}
function hashRefreshToken(token) {
  return createHash("sha256").update(token).digest("hex");
}

// src/modules/auth/auth.service.ts
var onlyTalent = () => new HttpError(403, "ONLY_TALENT", ONLY_TALENT_MESSAGE);
var onlyStaff = () => new HttpError(403, "ONLY_STAFF", ONLY_STAFF_MESSAGE);
var isStaffRole = (role) => role === "ADMIN" || role === "CLIENT";
function assertAudience(role, audience) {
  if (audience === "talent" && role !== "TALENT") throw onlyTalent();
  if (audience === "staff" && !isStaffRole(role)) throw onlyStaff();
}
var emailTaken = () => new HttpError(409, "EMAIL_TAKEN", EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
var INVALID_REFRESH_TOKEN_MESSAGE = "Invalid refresh token. Please sign in again.";
function toUserDto(row) {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    gender: row.gender,
    birthDate: row.birth_date,
    preferredLanguage: row.preferred_language,
    isGuardianModeEnabled: row.is_guardian_mode_enabled === 1,
    profilePhotoUrl: row.profile_photo_url,
    createdAt: row.created_at
  };
}
var AuthService = class {
  constructor(repository, config) {
    this.repository = repository;
    this.config = config;
    this.throttle = new LoginThrottle(repository, {
      windowSeconds: config.loginWindowSeconds,
      maxFailuresPerEmail: config.loginMaxFailuresPerEmail,
      maxAttemptsPerIp: config.loginMaxAttemptsPerIp
    });
    prepareDummyHash();
  }
  throttle;
  /** Public registration always makes a TALENT, whatever the payload's `role` says (DESIGN §4). */
  async register(payload) {
    const user = await this.createUser({
      role: "TALENT",
      email: payload.email,
      password: payload.password,
      firstName: payload.firstName,
      lastName: payload.lastName,
      phone: payload.phone,
      gender: payload.gender,
      birthDate: payload.birthDate,
      preferredLanguage: payload.preferredLanguage ?? "RO"
    });
    return this.startSession(user.id, user.role);
  }
  /** Shared by registration and the operator CLI; only talents get a talent profile. */
  async createUser(input) {
    if (await this.repository.findUserByEmail(input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    let id;
    try {
      id = await this.repository.createUser(
        {
          email: input.email,
          passwordHash,
          role: input.role,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          gender: input.gender ?? null,
          birthDate: input.birthDate ?? null,
          preferredLanguage: input.preferredLanguage ?? "RO"
        },
        input.role === "TALENT"
      );
    } catch (error) {
      if (error instanceof EmailTakenError) throw emailTaken();
      throw error;
    }
    return this.getUser(id);
  }
  async login(payload, ip, audience = "talent") {
    await this.throttle.assertAllowed(payload.email, ip);
    const user = await this.repository.findUserByEmail(payload.email);
    const valid = user ? await verifyPassword(user.password_hash, payload.password) : await verifyAgainstDummyHash(payload.password);
    if (!user || !valid) {
      await this.throttle.recordFailure(payload.email, ip);
      throw new HttpError(401, "INVALID_CREDENTIALS", INVALID_CREDENTIALS_MESSAGE);
    }
    await this.throttle.recordSuccess(payload.email, ip);
    assertAudience(user.role, audience);
    return this.startSession(user.id, user.role);
  }
  /**
   * Rotation: every refresh token works once. A second use means it was copied, so the whole family
   * is revoked and both the thief and the owner must sign in again.
   */
  async refresh(refreshToken, audience = "talent") {
    const record = await this.repository.findRefreshToken(hashRefreshToken(refreshToken));
    if (!record) throw unauthorized(INVALID_REFRESH_TOKEN_MESSAGE);
    if (record.sessionRevokedAt !== null) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    if (record.usedAt !== null) {
      await this.repository.revokeSession(record.sessionId);
      throw unauthorized(SESSION_EXPIRED_MESSAGE);
    }
    if (Date.parse(record.expiresAt) <= Date.now()) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    assertAudience(record.role, audience);
    const next = newRefreshToken();
    const rotated = await this.repository.rotateRefreshToken(record, hashRefreshToken(next));
    if (!rotated) {
      await this.repository.revokeSession(record.sessionId);
      throw unauthorized(SESSION_EXPIRED_MESSAGE);
    }
    const accessToken = await signAccessToken(
      { userId: record.userId, role: record.role, sessionId: record.sessionId },
      this.config.jwtSecret,
      this.config.accessTokenTtlSeconds
    );
    return { accessToken, refreshToken: next };
  }
  /** Ends the access token's session and, if given, the refresh token's own session of the same user. */
  async logout(auth, refreshToken) {
    await this.repository.revokeSession(auth.sessionId);
    if (!refreshToken) return;
    const record = await this.repository.findRefreshToken(hashRefreshToken(refreshToken));
    if (record && record.sessionId !== auth.sessionId) {
      await this.repository.revokeSession(record.sessionId, auth.userId);
    }
  }
  /**
   * Checks the signature and expiry, then the database: a token of a revoked session or a deleted
   * user stops working at once instead of living out its 15 minutes.
   */
  async authenticate(accessToken) {
    const check = await verifyAccessToken(accessToken, this.config.jwtSecret);
    if (!check.ok) throw unauthorized(check.expired ? SESSION_EXPIRED_MESSAGE : void 0);
    const session = await this.repository.findLiveSession(check.claims.sessionId, check.claims.userId);
    if (!session) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    return { userId: check.claims.userId, sessionId: check.claims.sessionId, role: session.role };
  }
  async getUser(userId) {
    const row = await this.repository.findUserWithPhoto(userId);
    if (!row) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    return toUserDto(row);
  }
  /** For the operator CLI (e.g. the owner of imported castings). */
  async findUserByEmail(email2) {
    const row = await this.repository.findUserByEmail(email2.trim().toLowerCase());
    return row ? this.getUser(row.id) : void 0;
  }
  async updateMe(userId, changes) {
    if (Object.keys(changes).length > 0) await this.repository.updateUser(userId, changes);
    return this.getUser(userId);
  }
  async startSession(userId, role) {
    const refreshToken = newRefreshToken();
    const sessionId = await this.repository.createSession(
      userId,
      hashRefreshToken(refreshToken),
      this.config.refreshTokenTtlSeconds
    );
    const accessToken = await signAccessToken(
      { userId, role, sessionId },
      this.config.jwtSecret,
      this.config.accessTokenTtlSeconds
    );
    return { accessToken, refreshToken };
  }
};

// src/plugins/auth.ts
var BEARER = /^Bearer\s+(\S+)\s*$/i;
function requireAuth(request) {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
function requireStaffActor(request) {
  const { userId, role } = requireAuth(request);
  if (!isStaffRole(role)) throw onlyStaff();
  return { userId, role };
}
var authPlugin = fp(async (app, { authService }) => {
  app.decorateRequest("auth", null);
  app.decorate("authenticate", async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? "");
    if (!match?.[1]) throw unauthorized();
    request.auth = await authService.authenticate(match[1]);
  });
  app.decorate("requireTalent", async (request) => {
    if (requireAuth(request).role !== "TALENT") throw onlyTalent();
  });
  app.decorate("requireStaff", async (request) => {
    requireStaffActor(request);
  });
});

// src/plugins/errors.ts
import fp2 from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
var NOT_FOUND_MESSAGE = "Not found";
var INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again later.";
var FASTIFY_ERRORS = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: "INVALID_JSON",
    message: "The request body is not valid JSON"
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    code: "INVALID_JSON",
    message: "The request body is empty but its content type says JSON"
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Unsupported content type: send application/json"
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: "The request body is too large"
  }
};
var CODE_BY_STATUS = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  406: "NOT_ACCEPTABLE",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS"
};
function errorResponses(...statusCodes) {
  return Object.fromEntries(statusCodes.map((status) => [status, apiErrorSchema]));
}
function sendNotFound(reply) {
  const body = { statusCode: 404, code: "NOT_FOUND", message: NOT_FOUND_MESSAGE };
  return reply.code(404).type("application/json; charset=utf-8").send(body);
}
function validationFields(error) {
  const fields = {};
  for (const issue of error.validation) {
    const message = issue.message ?? "Invalid value";
    const path = issue.instancePath.split("/").filter(Boolean).join(".");
    const keys2 = issue.keyword === "unrecognized_keys" ? issue.params.keys : void 0;
    const names = keys2?.length ? keys2.map((key) => path ? `${path}.${key}` : key) : path ? [path] : [];
    for (const name2 of names) fields[name2] ??= message;
  }
  return fields;
}
function toApiError(error) {
  if (error instanceof HttpError) {
    return {
      body: {
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        ...error.fields ? { fields: error.fields } : {}
      },
      ...error.headers ? { headers: error.headers } : {}
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error);
    const first = error.validation[0];
    const wholeBodyWrong = first?.keyword === "invalid_type" && first.instancePath === "/";
    return {
      body: {
        statusCode: 400,
        code: "VALIDATION_ERROR",
        message: wholeBodyWrong ? `The request ${error.validationContext ?? "body"} must be a JSON object` : first?.message ?? "Invalid request",
        ...Object.keys(fields).length > 0 ? { fields } : {}
      }
    };
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : void 0;
  if (known) return { body: known };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      body: { statusCode: status, code: CODE_BY_STATUS[status] ?? "BAD_REQUEST", message: error.message }
    };
  }
  return { body: { statusCode: 500, code: "INTERNAL_ERROR", message: INTERNAL_ERROR_MESSAGE } };
}
var errorsPlugin = fp2(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const { body, headers } = toApiError(error);
    if (body.statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
    } else {
      request.log.info({ statusCode: body.statusCode, code: body.code }, body.message);
    }
    if (headers) reply.headers(headers);
    return reply.code(body.statusCode).type("application/json; charset=utf-8").send(body);
  });
});

// src/modules/applications/applications.routes.ts
var bearer = [{ bearerAuth: [] }];
var idParams = z7.object({ id: z7.string().min(1).max(100) });
var applicationResponse = dataOf(applicationSchema);
var applicationsRoutes = async (app, { applicationsService }) => {
  const talent = [app.authenticate, app.requireTalent];
  app.get(
    "",
    {
      onRequest: talent,
      schema: {
        tags: ["applications"],
        summary: "The caller's applications (all their talent profiles), newest first",
        security: bearer,
        querystring: paginationQuerySchema,
        response: { 200: pageOf(applicationSchema), ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => applicationsService.listOwn(requireAuth(request).userId, request.query.page, request.query.pageSize)
  );
  app.get(
    "/my-stats",
    {
      onRequest: talent,
      schema: {
        tags: ["applications"],
        summary: "Dashboard counts: active (pending, reviewed, shortlisted) and accepted applications, open castings",
        security: bearer,
        response: { 200: dataOf(applicationStatsSchema), ...errorResponses(401, 403) }
      }
    },
    async (request) => ({ data: await applicationsService.stats(requireAuth(request).userId) })
  );
  app.get(
    "/:id",
    {
      onRequest: talent,
      schema: {
        tags: ["applications"],
        summary: "One of the caller's applications with its casting and status history",
        security: bearer,
        params: idParams,
        response: { 200: applicationResponse, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => ({
      data: await applicationsService.getOwn(requireAuth(request).userId, request.params.id)
    })
  );
  app.post(
    "",
    {
      onRequest: talent,
      schema: {
        tags: ["applications"],
        summary: "Apply to a published casting as one of your talent profiles",
        security: bearer,
        body: applicationCreateSchema,
        response: { 201: applicationResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) }
      }
    },
    async (request, reply) => {
      const application = await applicationsService.apply(requireAuth(request).userId, request.body);
      return reply.code(201).send({ data: application });
    }
  );
  app.patch(
    "/:id/status",
    {
      onRequest: [app.authenticate, app.requireStaff],
      schema: {
        tags: ["staff"],
        summary: "Move an application's status (the casting's CLIENT or any ADMIN), recorded in its history",
        security: bearer,
        params: idParams,
        body: applicationStatusChangeSchema,
        response: { 200: applicationResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) }
      }
    },
    async (request) => {
      const { application } = await applicationsService.changeStatus(
        requireStaffActor(request),
        request.params.id,
        request.body.status
      );
      return { data: application };
    }
  );
};

// ../../packages/contract/src/api-messages.ts
var API_MESSAGES = {
  /** GET /castings?excludeUserId= with somebody else's id. */
  excludeOtherUser: "You can only exclude the castings you applied to yourself",
  /** GET /profiles/me without a profile (specification §8). */
  profileNotFound: "Profil neg\u0103sit. Te rug\u0103m s\u0103 completezi profilul.",
  /** POST /applications with a talentProfileId that is not one of the caller's profiles. */
  talentProfileNotFound: "Talent profile not found",
  /** PUT or DELETE /skills/{kind}/{id} of an item that is not on one of the caller's profiles. */
  skillNotFound: "Skill not found"
};

// src/modules/castings/casting-dto.ts
function parseAgeRanges(json) {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value.filter(
      (range) => typeof range?.min === "number" && typeof range?.max === "number"
    ) : [];
  } catch {
    return [];
  }
}
function toCastingDto(row, applications = []) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    projectType: row.project_type,
    shortDescription: row.short_description,
    description: row.description,
    location: row.location,
    castingDate: row.casting_date,
    shootingDate: row.shooting_date,
    ageRanges: parseAgeRanges(row.age_ranges).map(({ min, max }) => ({ min, max })),
    gender: row.gender,
    duration: row.duration,
    remuneration: row.remuneration_amount !== null && row.remuneration_type !== null ? {
      amount: Number(row.remuneration_amount),
      currency: row.remuneration_currency ?? CURRENCY,
      type: row.remuneration_type
    } : null,
    diffusionType: row.diffusion_type,
    coverPhoto: row.cover_thumbnail_url !== null && row.cover_display_url !== null ? { thumbnailUrl: row.cover_thumbnail_url, displayUrl: row.cover_display_url } : null,
    applications,
    createdAt: row.created_at,
    updatedAt: row.updated_at
  };
}
function searchTextOf(fields) {
  return foldForSearch(
    [fields.title, fields.shortDescription, fields.description, fields.location].join("\n")
  );
}
function searchWords(query) {
  return foldForSearch(query).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0).slice(0, 10);
}

// src/modules/castings/castings.service.ts
import { randomUUID as randomUUID3 } from "node:crypto";
var castingNotFound = () => new HttpError(404, "CASTING_NOT_FOUND", APPLICATION_MESSAGES.castingNotFound);
function transitionNotAllowed(from, to, allowed) {
  const detail = allowed.length > 0 ? `it can move to ${allowed.join(", ")}` : "that status is final";
  return new HttpError(409, "TRANSITION_NOT_ALLOWED", APPLICATION_MESSAGES.transitionNotAllowed, {
    status: `${from} \u2192 ${to} is not allowed: from ${from} ${detail}`
  });
}
var visibleToTalents = (status) => status !== "DRAFT";
var nowIso2 = () => (/* @__PURE__ */ new Date()).toISOString();
function newCastingRow(payload, ownerUserId, slug, now) {
  return {
    id: randomUUID3(),
    owner_user_id: ownerUserId,
    slug,
    title: payload.title,
    status: payload.status,
    project_type: payload.projectType,
    short_description: payload.shortDescription,
    description: payload.description,
    location: payload.location,
    casting_date: payload.castingDate ?? null,
    shooting_date: payload.shootingDate ?? null,
    age_ranges: JSON.stringify(payload.ageRanges),
    gender: payload.gender ?? null,
    duration: payload.duration || null,
    remuneration_amount: payload.remuneration?.amount ?? null,
    remuneration_currency: payload.remuneration ? payload.remuneration.currency ?? CURRENCY : null,
    remuneration_type: payload.remuneration?.type ?? null,
    diffusion_type: payload.diffusionType || null,
    cover_thumbnail_url: null,
    cover_display_url: null,
    search_text: searchTextOf(payload),
    published_at: payload.status === "PUBLISHED" ? now : null,
    created_at: now,
    updated_at: now
  };
}
var CastingsService = class {
  constructor(castings, applications) {
    this.castings = castings;
    this.applications = applications;
  }
  // Talent side.
  async list(userId, query) {
    if (query.excludeUserId !== void 0 && query.excludeUserId !== userId) {
      throw new HttpError(403, "FORBIDDEN", API_MESSAGES.excludeOtherUser);
    }
    const { rows, total } = await this.castings.listPublished(
      {
        projectType: query.projectType,
        location: query.location,
        minRemuneration: query.minRemuneration,
        maxRemuneration: query.maxRemuneration,
        excludeAppliedByUserId: query.excludeUserId
      },
      query.page,
      query.pageSize
    );
    return {
      data: await this.withOwnApplications(userId, rows),
      meta: pageMeta(query.page, query.pageSize, total)
    };
  }
  async search(userId, query) {
    const { rows, total } = await this.castings.searchPublished(
      searchWords(query.q),
      query.page,
      query.pageSize
    );
    return {
      data: await this.withOwnApplications(userId, rows),
      meta: pageMeta(query.page, query.pageSize, total)
    };
  }
  /** A casting as a talent sees it: 404 for drafts, with the caller's own applications only. */
  async getForTalent(userId, key) {
    const row = await this.find(key);
    if (!row || !visibleToTalents(row.status)) throw castingNotFound();
    const [casting] = await this.withOwnApplications(userId, [row]);
    return casting;
  }
  find(key) {
    return "id" in key ? this.castings.findById(key.id) : this.castings.findBySlug(key.slug);
  }
  async withOwnApplications(userId, rows) {
    const own = await this.applications.ownForCastings(
      userId,
      rows.map((row) => row.id)
    );
    const byCasting = /* @__PURE__ */ new Map();
    for (const application of own) {
      const list = byCasting.get(application.casting_id) ?? [];
      list.push({
        id: application.id,
        talentProfileId: application.talent_profile_id,
        status: application.status
      });
      byCasting.set(application.casting_id, list);
    }
    return rows.map((row) => toCastingDto(row, byCasting.get(row.id) ?? []));
  }
  // Staff side (API and CLI).
  /** A new casting owned by `ownerUserId`, with a unique slug from its title (-2, -3… on collision). */
  async create(ownerUserId, payload) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const row = newCastingRow(
          payload,
          ownerUserId,
          await this.castings.freeSlug(slugify(payload.title)),
          nowIso2()
        );
        await this.castings.insert(row);
        return toCastingDto(await this.castings.findById(row.id));
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }
  /** Every record or none, in one transaction; the records must have passed validateCastingRecords. */
  async importMany(ownerUserId, payloads) {
    await this.castings.transaction(async (castings) => {
      const now = nowIso2();
      for (const payload of payloads) {
        await castings.insert(
          newCastingRow(payload, ownerUserId, await castings.freeSlug(slugify(payload.title)), now)
        );
      }
    });
    return payloads.length;
  }
  /**
   * Changes the fields sent. A CLIENT reaches only their own castings (others are 404, as if they did
   * not exist), an ADMIN any. The slug never changes, so shared links keep working after a new title.
   */
  async update(actor, id, patch) {
    const row = await this.findManaged(actor, { id });
    const now = nowIso2();
    const changes = {};
    if (patch.title !== void 0) changes.title = patch.title;
    if (patch.projectType !== void 0) changes.project_type = patch.projectType;
    if (patch.shortDescription !== void 0) changes.short_description = patch.shortDescription;
    if (patch.description !== void 0) changes.description = patch.description;
    if (patch.location !== void 0) changes.location = patch.location;
    if (patch.castingDate !== void 0) changes.casting_date = patch.castingDate;
    if (patch.shootingDate !== void 0) changes.shooting_date = patch.shootingDate;
    if (patch.ageRanges !== void 0) changes.age_ranges = JSON.stringify(patch.ageRanges);
    if (patch.gender !== void 0) changes.gender = patch.gender;
    if (patch.duration !== void 0) changes.duration = patch.duration || null;
    if (patch.diffusionType !== void 0) changes.diffusion_type = patch.diffusionType || null;
    if (patch.remuneration !== void 0) {
      changes.remuneration_amount = patch.remuneration?.amount ?? null;
      changes.remuneration_currency = patch.remuneration ? patch.remuneration.currency : null;
      changes.remuneration_type = patch.remuneration?.type ?? null;
    }
    if (patch.status !== void 0 && patch.status !== row.status) {
      Object.assign(changes, this.statusChange(row, patch.status, now));
    }
    if (patch.title !== void 0 || patch.shortDescription !== void 0 || patch.description !== void 0 || patch.location !== void 0) {
      changes.search_text = searchTextOf({
        title: patch.title ?? row.title,
        shortDescription: patch.shortDescription ?? row.short_description,
        description: patch.description ?? row.description,
        location: patch.location ?? row.location
      });
    }
    if (Object.keys(changes).length > 0) {
      changes.updated_at = now;
      if (!await this.castings.update(row.id, changes, row.status)) {
        const current = (await this.castings.findById(row.id))?.status ?? row.status;
        throw transitionNotAllowed(current, patch.status ?? current, CASTING_STATUS_TRANSITIONS[current]);
      }
    }
    return toCastingDto(await this.castings.findById(row.id));
  }
  /** The operator CLI's status move, by id or slug; the same transitions as the API. */
  async changeStatus(actor, idOrSlug, status) {
    const row = await this.castings.findById(idOrSlug) ?? await this.castings.findBySlug(idOrSlug) ?? void 0;
    if (!row) throw castingNotFound();
    if (row.status === status)
      throw transitionNotAllowed(row.status, status, CASTING_STATUS_TRANSITIONS[row.status]);
    return { from: row.status, casting: await this.update(actor, row.id, { status }) };
  }
  statusChange(row, to, now) {
    if (!canMoveCasting(row.status, to))
      throw transitionNotAllowed(row.status, to, CASTING_STATUS_TRANSITIONS[row.status]);
    return { status: to, ...to === "PUBLISHED" && row.published_at === null ? { published_at: now } : {} };
  }
  /** A casting as its staff see it (any status); a CLIENT reaches only their own. */
  async getForStaff(actor, key) {
    return toCastingDto(await this.findManaged(actor, key));
  }
  async findManaged(actor, key) {
    const row = await this.find(key);
    if (!row) throw castingNotFound();
    if (actor.role === "CLIENT" && row.owner_user_id !== actor.userId) throw castingNotFound();
    return row;
  }
  async countAll() {
    return this.castings.countAll();
  }
};

// src/modules/applications/applications.service.ts
var applicationNotFound = () => new HttpError(404, "APPLICATION_NOT_FOUND", APPLICATION_MESSAGES.notFound);
var alreadyApplied = () => new HttpError(409, "ALREADY_APPLIED", APPLICATION_MESSAGES.alreadyApplied);
var ApplicationsService = class {
  constructor(applications, castings, profiles) {
    this.applications = applications;
    this.castings = castings;
    this.profiles = profiles;
  }
  /**
   * The one place that decides which talent profile a user may apply as. For now only their own;
   * the guardian issue extends it to their children's profiles. Anything else is 404, so a caller
   * learns nothing about other people's profiles.
   */
  async applicantProfile(userId, talentProfileId2) {
    const own = await this.profiles.findOwnProfile(userId);
    if (!own) throw new HttpError(404, "NO_TALENT_PROFILE", APPLICATION_MESSAGES.noProfile);
    if (own.id === talentProfileId2) return own;
    throw new HttpError(404, "TALENT_PROFILE_NOT_FOUND", API_MESSAGES.talentProfileNotFound);
  }
  /** Only PUBLISHED castings accept; one application per (casting, talent profile). */
  async apply(userId, payload) {
    const profile = await this.applicantProfile(userId, payload.talentProfileId);
    const casting = await this.castings.findById(payload.castingId);
    if (!casting || casting.status === "DRAFT") throw castingNotFound();
    if (casting.status !== "PUBLISHED") {
      throw new HttpError(409, "CASTING_NOT_ACCEPTING", APPLICATION_MESSAGES.notPublished);
    }
    if (await this.applications.exists(casting.id, profile.id)) throw alreadyApplied();
    let id;
    try {
      id = await this.applications.create({
        castingId: casting.id,
        talentProfileId: profile.id,
        message: payload.message ? payload.message : null,
        appliedAt: (/* @__PURE__ */ new Date()).toISOString()
      });
    } catch (error) {
      if (error instanceof AlreadyAppliedError) throw alreadyApplied();
      throw error;
    }
    return this.getOwn(userId, id);
  }
  /** The user's applications (every one of their talent profiles), newest first. */
  async listOwn(userId, page, pageSize) {
    const { rows, total } = await this.applications.listOfUser(userId, page, pageSize);
    return { data: await this.toDtos(rows), meta: pageMeta(page, pageSize, total) };
  }
  /** Someone else's application is 404, exactly like one that does not exist. */
  async getOwn(userId, id) {
    const row = await this.applications.findById(id);
    if (!row || row.talent_user_id !== userId) throw applicationNotFound();
    const [application] = await this.toDtos([row]);
    return application;
  }
  async stats(userId) {
    const counts = await this.applications.countByStatusOfUser(userId);
    return {
      pendingApplications: ACTIVE_APPLICATION_STATUSES.reduce(
        (sum, status) => sum + (counts.get(status) ?? 0),
        0
      ),
      acceptedApplications: counts.get("ACCEPTED") ?? 0,
      availableCastings: await this.castings.countByStatus("PUBLISHED")
    };
  }
  /**
   * A status move by the casting's CLIENT or any ADMIN (or the operator CLI), along the allowed
   * transitions, recorded with its time and actor.
   */
  async changeStatus(actor, applicationId, to) {
    const row = await this.applications.findById(applicationId);
    if (!row) throw applicationNotFound();
    if (actor.role === "CLIENT") {
      const owner = await this.applications.castingOwnerOf(row.id);
      if (owner !== actor.userId) throw applicationNotFound();
    }
    if (!canMoveApplication(row.status, to)) {
      throw transitionNotAllowed(row.status, to, APPLICATION_STATUS_TRANSITIONS[row.status]);
    }
    const history = await this.applications.historyOf([row.id]);
    const last = Math.max(
      Date.parse(row.applied_at),
      ...history.map((change) => Date.parse(change.changed_at))
    );
    const changedAt = new Date(Math.max(Date.now(), last + 1)).toISOString();
    const moved = await this.applications.changeStatus({
      applicationId: row.id,
      from: row.status,
      to,
      changedAt,
      changedByUserId: actor.userId
    });
    if (!moved) {
      const current = (await this.applications.findById(row.id))?.status ?? row.status;
      throw transitionNotAllowed(current, to, APPLICATION_STATUS_TRANSITIONS[current]);
    }
    const [application] = await this.toDtos([await this.applications.findById(row.id)]);
    return { from: row.status, application };
  }
  listForOperator(castingSlug) {
    return this.applications.listForOperator(castingSlug);
  }
  async toDtos(rows) {
    const castingIds = [...new Set(rows.map((row) => row.casting_id))];
    const [castings, history] = await Promise.all([
      this.castings.findByIds(castingIds),
      this.applications.historyOf(rows.map((row) => row.id))
    ]);
    const castingById = new Map(castings.map((casting) => [casting.id, casting]));
    return rows.map((row) => {
      const castingRow = castingById.get(row.casting_id);
      let casting = null;
      if (castingRow) {
        const { applications: _own, ...rest } = toCastingDto(castingRow);
        casting = rest;
      }
      return {
        id: row.id,
        status: row.status,
        castingId: row.casting_id,
        casting,
        talentProfileId: row.talent_profile_id,
        talentName: `${row.talent_first_name} ${row.talent_last_name}`.trim(),
        message: row.message,
        appliedAt: row.applied_at,
        updatedAt: row.updated_at,
        statusHistory: history.filter((change) => change.application_id === row.id).map((change) => ({ status: change.status, changedAt: change.changed_at }))
      };
    });
  }
};

// src/modules/auth/auth.routes.ts
import { z as z8 } from "zod";
var tokensResponse = dataOf(authTokensSchema);
var userResponse = dataOf(userSchema);
var bearer2 = [{ bearerAuth: [] }];
var authRoutes = async (app, { authService, registerMaxPerIp }) => {
  app.post(
    "/register",
    {
      config: { rateLimit: { max: registerMaxPerIp, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary: "Create a talent account and sign in",
        body: registerSchema,
        response: { 201: tokensResponse, ...errorResponses(400, 409, 413, 415, 429) }
      }
    },
    async (request, reply) => {
      const tokens = await authService.register(request.body);
      return reply.code(201).send({ data: tokens });
    }
  );
  app.post(
    "/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with e-mail and password (talents only)",
        body: loginSchema,
        response: { 200: tokensResponse, ...errorResponses(400, 401, 403, 413, 415, 429) }
      }
    },
    async (request) => ({ data: await authService.login(request.body, request.ip) })
  );
  app.post(
    "/refresh",
    {
      schema: {
        tags: ["auth"],
        summary: "Exchange a refresh token for a new token pair (the old one stops working)",
        body: refreshSchema,
        response: { 200: tokensResponse, ...errorResponses(400, 401, 403, 413, 415) }
      }
    },
    async (request) => ({ data: await authService.refresh(request.body.refreshToken) })
  );
  app.post(
    "/logout",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["auth"],
        summary: "End the current session",
        security: bearer2,
        // Fastify passes null when no body was sent at all.
        body: logoutSchema.nullish(),
        response: { 204: z8.null().describe("Signed out"), ...errorResponses(400, 401, 413, 415) }
      }
    },
    async (request, reply) => {
      await authService.logout(requireAuth(request), request.body?.refreshToken);
      return reply.code(204).send(null);
    }
  );
  app.get(
    "/me",
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        security: bearer2,
        response: { 200: userResponse, ...errorResponses(401, 403) }
      }
    },
    async (request) => ({ data: await authService.getUser(requireAuth(request).userId) })
  );
  app.patch(
    "/me",
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ["auth"],
        summary: "Change the signed-in user (unknown fields are refused)",
        security: bearer2,
        body: updateMeSchema,
        response: { 200: userResponse, ...errorResponses(400, 401, 403, 413, 415) }
      }
    },
    async (request) => ({ data: await authService.updateMe(requireAuth(request).userId, request.body) })
  );
};

// src/modules/auth/staff-auth.routes.ts
var tokensResponse2 = dataOf(authTokensSchema);
var staffAuthRoutes = async (app, { authService }) => {
  app.post(
    "/login",
    {
      schema: {
        tags: ["staff"],
        summary: "Sign in as casting staff (CLIENT or ADMIN accounts only; talents get 403)",
        body: loginSchema,
        response: { 200: tokensResponse2, ...errorResponses(400, 401, 403, 413, 415, 429) }
      }
    },
    async (request) => ({ data: await authService.login(request.body, request.ip, "staff") })
  );
  app.post(
    "/refresh",
    {
      schema: {
        tags: ["staff"],
        summary: "Exchange a staff refresh token for a new token pair (the old one stops working)",
        body: refreshSchema,
        response: { 200: tokensResponse2, ...errorResponses(400, 401, 403, 413, 415) }
      }
    },
    async (request) => ({ data: await authService.refresh(request.body.refreshToken, "staff") })
  );
};

// src/modules/castings/castings.repository.ts
import { PostgresAdapter, sql } from "kysely";
var CASTING_COLUMNS = [
  "id",
  "owner_user_id",
  "slug",
  "title",
  "status",
  "project_type",
  "short_description",
  "description",
  "location",
  "casting_date",
  "shooting_date",
  "age_ranges",
  "gender",
  "duration",
  "remuneration_amount",
  "remuneration_currency",
  "remuneration_type",
  "diffusion_type",
  "cover_thumbnail_url",
  "cover_display_url",
  "published_at",
  "created_at",
  "updated_at"
];
var QUALIFIED_COLUMNS = CASTING_COLUMNS.map((column) => `castings.${column}`);
var toNumber2 = (value) => Number(value ?? 0);
var CastingsRepository = class _CastingsRepository {
  constructor(db) {
    this.db = db;
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }
  postgres;
  /** Runs `work` in one transaction with a repository bound to it. */
  transaction(work) {
    return this.db.transaction().execute((trx) => work(new _CastingsRepository(trx)));
  }
  findById(id) {
    return this.db.selectFrom("castings").select(CASTING_COLUMNS).where("id", "=", id).executeTakeFirst();
  }
  findBySlug(slug) {
    return this.db.selectFrom("castings").select(CASTING_COLUMNS).where("slug", "=", slug).executeTakeFirst();
  }
  async findByIds(ids) {
    if (ids.length === 0) return [];
    return this.db.selectFrom("castings").select(CASTING_COLUMNS).where("id", "in", [...ids]).execute();
  }
  /** From the trigger-kept counts: constant time whatever the size of the catalogue. */
  async countByStatus(status, filters = {}) {
    let query = this.db.selectFrom("casting_counts").select((eb) => eb.fn.sum("total").as("total")).where("status", "=", status);
    if (filters.location !== void 0) query = query.where("location", "=", filters.location);
    if (filters.projectType !== void 0) query = query.where("project_type", "=", filters.projectType);
    const row = await query.executeTakeFirst();
    return toNumber2(row?.total);
  }
  /**
   * PUBLISHED castings, newest published first (id breaks ties), and their total. Index-driven, no
   * per-request full scans (checked with EXPLAIN QUERY PLAN at 100,000 castings; see migration 0003):
   * - totals come from casting_counts (status, location, project type) in constant time; a remuneration
   *   bound counts its range on (status, remuneration_amount); castings the caller applied to are
   *   subtracted by a count that starts from the caller's few applications;
   * - a page walks the index of its filter in list order and stops after pageSize rows, checking a
   *   remuneration bound inside the index. When a bound matches so few castings that the walk would
   *   pass many entries per row, sorting the matches found through the remuneration index is cheaper:
   *   the totals, known first, decide.
   */
  async listPublished(filters, page, pageSize) {
    const { minRemuneration: min, maxRemuneration: max } = filters;
    const byRemuneration = min !== void 0 || max !== void 0;
    const categorical = await this.countByStatus("PUBLISHED", filters);
    const matching = byRemuneration ? await this.countRemunerationRange(filters) : categorical;
    let total = matching;
    if (filters.excludeAppliedByUserId !== void 0) {
      total = Math.max(0, total - await this.countApplied(filters, filters.excludeAppliedByUserId));
    }
    const offset = (page - 1) * pageSize;
    if (offset >= total) return { rows: [], total };
    const walked = byRemuneration ? (offset + pageSize) * categorical / Math.max(1, matching) : 0;
    const walk = walked <= matching * 4;
    const amount = walk ? sql`+${sql.ref("castings.remuneration_amount")}` : "castings.remuneration_amount";
    let query = this.db.selectFrom("castings").select(QUALIFIED_COLUMNS).where("castings.status", "=", "PUBLISHED");
    if (filters.projectType !== void 0)
      query = query.where("castings.project_type", "=", filters.projectType);
    if (filters.location !== void 0) query = query.where("castings.location", "=", filters.location);
    if (min !== void 0) query = query.where(amount, ">=", min);
    if (max !== void 0) query = query.where(amount, "<=", max);
    if (filters.excludeAppliedByUserId !== void 0) {
      query = query.where("castings.id", "not in", this.castingsAppliedBy(filters.excludeAppliedByUserId));
    }
    const rows = await query.orderBy("castings.published_at", "desc").orderBy("castings.id", "desc").limit(pageSize).offset(offset).execute();
    return { rows, total };
  }
  castingsAppliedBy(userId) {
    return this.db.selectFrom("applications").innerJoin("talent_profiles", "talent_profiles.id", "applications.talent_profile_id").select("applications.casting_id").where("talent_profiles.user_id", "=", userId);
  }
  /**
   * Published castings in a remuneration range (and the other filters). With a location or project
   * type, their index holds the remuneration too, so the count stays inside it (the unary plus keeps
   * the planner there); otherwise it is a range of the remuneration index.
   */
  async countRemunerationRange(filters) {
    const categorical = filters.location !== void 0 || filters.projectType !== void 0;
    const amount = categorical ? sql`+${sql.ref("remuneration_amount")}` : "remuneration_amount";
    let query = this.db.selectFrom("castings").select((eb) => eb.fn.countAll().as("total")).where("status", "=", "PUBLISHED");
    if (filters.projectType !== void 0) query = query.where("project_type", "=", filters.projectType);
    if (filters.location !== void 0) query = query.where("location", "=", filters.location);
    if (filters.minRemuneration !== void 0) query = query.where(amount, ">=", filters.minRemuneration);
    if (filters.maxRemuneration !== void 0) query = query.where(amount, "<=", filters.maxRemuneration);
    return toNumber2((await query.executeTakeFirst())?.total);
  }
  /**
   * How many castings matching the filters the user applied to. CROSS JOIN fixes the order on SQLite
   * (the user's profiles, their applications, then each casting by id), which its planner would
   * otherwise start from the castings; PostgreSQL plans it as the same inner join.
   */
  async countApplied(filters, userId) {
    let query = this.db.selectFrom("talent_profiles").crossJoin("applications").crossJoin("castings").select((eb) => eb.fn.count("castings.id").distinct().as("total")).where("talent_profiles.user_id", "=", userId).whereRef("applications.talent_profile_id", "=", "talent_profiles.id").whereRef("castings.id", "=", "applications.casting_id").where("castings.status", "=", "PUBLISHED");
    if (filters.projectType !== void 0)
      query = query.where("castings.project_type", "=", filters.projectType);
    if (filters.location !== void 0) query = query.where("castings.location", "=", filters.location);
    if (filters.minRemuneration !== void 0)
      query = query.where("castings.remuneration_amount", ">=", filters.minRemuneration);
    if (filters.maxRemuneration !== void 0)
      query = query.where("castings.remuneration_amount", "<=", filters.maxRemuneration);
    return toNumber2((await query.executeTakeFirst())?.total);
  }
  /**
   * PUBLISHED castings matching every word as a prefix, accent-insensitive, best match first, then
   * newest. `words` are already folded and hold only letters and digits (see the service), so no
   * query-syntax character can reach FTS5 or to_tsquery; they are bound as parameters all the same.
   * The cost grows with the number of matches, which are all ranked.
   */
  async searchPublished(words, page, pageSize) {
    if (words.length === 0) return { rows: [], total: 0 };
    const offset = (page - 1) * pageSize;
    return this.postgres ? this.searchPostgres(words, pageSize, offset) : this.searchSqlite(words, pageSize, offset);
  }
  /**
   * castings_fts holds PUBLISHED castings only, with their publication time and id (migration 0003):
   * one pass over the matches ranks them, counts them (a window count) and gives the page's ids.
   */
  async searchSqlite(words, limit, offset) {
    const match = words.map((word) => `"${word}"*`).join(" ");
    const { rows: hits } = await sql`
      select casting_id, count(*) over () as total
      from castings_fts
      where castings_fts match ${match}
      order by rank, published_at desc, casting_id desc
      limit ${limit} offset ${offset}`.execute(this.db);
    if (hits.length > 0)
      return { rows: await this.inOrder(hits.map((hit) => hit.casting_id)), total: toNumber2(hits[0].total) };
    const counted = await sql`
      select count(*) as total from castings_fts where castings_fts match ${match}`.execute(this.db);
    return { rows: [], total: toNumber2(counted.rows[0]?.total) };
  }
  async searchPostgres(words, limit, offset) {
    const tsquery = words.map((word) => `${word}:*`).join(" & ");
    const vector = sql`castings.search_vector`;
    const query = sql`to_tsquery('simple', ${tsquery})`;
    const base = this.db.selectFrom("castings").where("castings.status", "=", "PUBLISHED").where(sql`${vector} @@ ${query}`);
    const hits = await base.select(["castings.id", sql`count(*) over ()`.as("total")]).orderBy(sql`ts_rank(${vector}, ${query})`, "desc").orderBy("castings.published_at", "desc").orderBy("castings.id", "desc").limit(limit).offset(offset).execute();
    if (hits.length > 0)
      return { rows: await this.inOrder(hits.map((hit) => hit.id)), total: toNumber2(hits[0].total) };
    const counted = await base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst();
    return { rows: [], total: toNumber2(counted?.total) };
  }
  /** The castings of these ids, in this order. */
  async inOrder(ids) {
    const byId = new Map((await this.findByIds(ids)).map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row) => row !== void 0);
  }
  /** `base` itself when free, else the first free `base-2`, `base-3`… */
  async freeSlug(base) {
    const batch = 50;
    for (let start = 1; ; start += batch) {
      const candidates = Array.from(
        { length: batch },
        (_, index) => start + index === 1 ? base : `${base}-${start + index}`
      );
      const taken = new Set(
        (await this.db.selectFrom("castings").select("slug").where("slug", "in", candidates).execute()).map(
          (row) => row.slug
        )
      );
      const free = candidates.find((candidate) => !taken.has(candidate));
      if (free) return free;
    }
  }
  async insert(row) {
    await this.db.insertInto("castings").values(row).execute();
  }
  /** Many rows per statement, within the placeholder limits of both databases. */
  async insertMany(rows) {
    const chunk = 500;
    for (let start = 0; start < rows.length; start += chunk) {
      await this.db.insertInto("castings").values(rows.slice(start, start + chunk)).execute();
    }
  }
  /** False when the casting is no longer in `expectedStatus` (another change came first). */
  async update(id, changes, expectedStatus) {
    const result = await this.db.updateTable("castings").set(changes).where("id", "=", id).where("status", "=", expectedStatus).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
  async countAll() {
    const row = await this.db.selectFrom("castings").select((eb) => eb.fn.countAll().as("total")).executeTakeFirst();
    return toNumber2(row?.total);
  }
};

// src/modules/castings/castings.routes.ts
import { z as z9 } from "zod";
var bearer3 = [{ bearerAuth: [] }];
var idParams2 = z9.object({ id: z9.string().min(1).max(100) });
var slugParams = z9.object({ slug: z9.string().min(1).max(200) });
var castingResponse = dataOf(castingSchema);
var castingPage = pageOf(castingSchema);
var castingsRoutes = async (app, { castingsService }) => {
  const talent = [app.authenticate, app.requireTalent];
  const staff = [app.authenticate, app.requireStaff];
  app.get(
    "",
    {
      onRequest: talent,
      schema: {
        tags: ["castings"],
        summary: "Published castings, newest first, with filters and pages",
        description: "`excludeUserId` takes only your own id and leaves out the castings you applied to. A page past the end answers an empty list with the real totals.",
        security: bearer3,
        querystring: castingListQuerySchema,
        response: { 200: castingPage, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => castingsService.list(requireAuth(request).userId, request.query)
  );
  app.get(
    "/search",
    {
      onRequest: talent,
      schema: {
        tags: ["castings"],
        summary: "Full-text search of published castings (accent-insensitive, word prefixes)",
        security: bearer3,
        querystring: castingSearchQuerySchema,
        response: { 200: castingPage, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => castingsService.search(requireAuth(request).userId, request.query)
  );
  app.get(
    "/slug/:slug",
    {
      onRequest: talent,
      schema: {
        tags: ["castings"],
        summary: "One casting by its slug (drafts are 404)",
        security: bearer3,
        params: slugParams,
        response: { 200: castingResponse, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => ({
      data: await castingsService.getForTalent(requireAuth(request).userId, { slug: request.params.slug })
    })
  );
  app.get(
    "/:id",
    {
      onRequest: talent,
      schema: {
        tags: ["castings"],
        summary: "One casting by id (drafts are 404)",
        security: bearer3,
        params: idParams2,
        response: { 200: castingResponse, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => ({
      data: await castingsService.getForTalent(requireAuth(request).userId, { id: request.params.id })
    })
  );
  app.post(
    "",
    {
      onRequest: staff,
      schema: {
        tags: ["staff"],
        summary: "Create a casting owned by the caller (CLIENT or ADMIN)",
        security: bearer3,
        body: castingCreateSchema,
        response: { 201: castingResponse, ...errorResponses(400, 401, 403, 413, 415) }
      }
    },
    async (request, reply) => {
      const casting = await castingsService.create(requireStaffActor(request).userId, request.body);
      return reply.code(201).send({ data: casting });
    }
  );
  app.patch(
    "/:id",
    {
      onRequest: staff,
      schema: {
        tags: ["staff"],
        summary: "Change a casting (a CLIENT their own, an ADMIN any); status moves follow the transitions",
        security: bearer3,
        params: idParams2,
        body: castingUpdateSchema,
        response: { 200: castingResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) }
      }
    },
    async (request) => ({
      data: await castingsService.update(requireStaffActor(request), request.params.id, request.body)
    })
  );
};

// src/modules/health/health.repository.ts
import { sql as sql2 } from "kysely";
var HealthRepository = class {
  constructor(db) {
    this.db = db;
  }
  /** A real round trip, so a lost database connection shows up as unhealthy. */
  async ping() {
    await sql2`select 1`.execute(this.db);
  }
};

// src/modules/health/health.routes.ts
var healthRoutes = async (app, { healthService }) => {
  app.get(
    "",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: { 200: dataOf(healthSchema), ...errorResponses(503) }
      }
    },
    async () => ({ data: await healthService.check() })
  );
};

// src/modules/health/health.service.ts
var HealthService = class {
  constructor(repository) {
    this.repository = repository;
  }
  async check() {
    try {
      await this.repository.ping();
    } catch (error) {
      throw Object.assign(new HttpError(503, "SERVICE_UNAVAILABLE", "The database is unreachable"), {
        cause: error
      });
    }
    return { status: "ok" };
  }
};

// src/modules/profiles/profiles.repository.ts
var ACCOUNT_COPIES = ["first_name", "last_name", "phone", "gender"];
var ProfilesRepository = class {
  constructor(db) {
    this.db = db;
  }
  /** The user's own talent profile (not one of their children's). */
  findOwnProfile(userId) {
    return this.db.selectFrom("talent_profiles").selectAll().where("user_id", "=", userId).where("child_id", "is", null).executeTakeFirst();
  }
  findById(id) {
    return this.db.selectFrom("talent_profiles").selectAll().where("id", "=", id).executeTakeFirst();
  }
  /** One indexed query per skill table, whatever the number of items. */
  async findSkills(profileId) {
    const db = this.db;
    const [instruments, sports, dances, ridingSkills, languages, distinctiveMarks] = await Promise.all([
      db.selectFrom("instruments").selectAll().where("talent_profile_id", "=", profileId).orderBy("created_at").orderBy("id").execute(),
      db.selectFrom("sports").selectAll().where("talent_profile_id", "=", profileId).orderBy("created_at").orderBy("id").execute(),
      db.selectFrom("dances").selectAll().where("talent_profile_id", "=", profileId).orderBy("created_at").orderBy("id").execute(),
      db.selectFrom("riding_skills").selectAll().where("talent_profile_id", "=", profileId).orderBy("created_at").orderBy("id").execute(),
      db.selectFrom("languages").selectAll().where("talent_profile_id", "=", profileId).orderBy("created_at").orderBy("id").execute(),
      db.selectFrom("distinctive_marks").selectAll().where("talent_profile_id", "=", profileId).orderBy("created_at").orderBy("id").execute()
    ]);
    return { instruments, sports, dances, ridingSkills, languages, distinctiveMarks };
  }
  /**
   * Changes a profile; for a user's own profile the account's copies of names, phone, gender and
   * birth date change with it, in the same transaction.
   */
  async update(profile, changes, now) {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable("talent_profiles").set({ ...changes, updated_at: now }).where("id", "=", profile.id).execute();
      if (profile.child_id !== null) return;
      const account = {};
      for (const column of ACCOUNT_COPIES) {
        if (changes[column] !== void 0) account[column] = changes[column];
      }
      if (changes.date_of_birth !== void 0) account.birth_date = changes.date_of_birth;
      if (Object.keys(account).length === 0) return;
      await trx.updateTable("users").set({ ...account, updated_at: now }).where("id", "=", profile.user_id).execute();
    });
  }
};

// ../../packages/contract/src/profile.ts
import { z as z11 } from "zod";

// ../../packages/contract/src/profile-messages.ts
var PROFILE_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  phoneFormat: "Phone must be in valid international format (e.g., +40721234567)",
  genderInvalid: "Please select a gender",
  heightRange: "Height must be a whole number from 100 to 250 cm",
  weightRange: "Weight must be a whole number from 30 to 200 kg",
  bustRange: "Bust must be a whole number from 50 to 150 cm",
  waistRange: "Waist must be a whole number from 40 to 150 cm",
  hipsRange: "Hips must be a whole number from 50 to 150 cm",
  licenseYearRange: "Licence year must be from 1950 to the current year",
  licenseCategoryRequired: "Licence category is required",
  dateInvalid: "Invalid date format",
  dateOfBirthFuture: "Date of birth cannot be in the future",
  urlInvalid: "Enter a valid link starting with http:// or https://",
  categoryInvalid: "Choose a category from the list",
  singingLevelInvalid: "Choose a singing level",
  levelRequired: "Level is required",
  yesNoInvalid: "Choose yes or no",
  textTooLong: "This text is too long",
  tooManyItems: "Too many items",
  specialSkillRequired: "Special skill is required",
  instrumentRequired: "Instrument is required",
  sportRequired: "Sport is required",
  danceGenreRequired: "Dance genre is required",
  ridingActivityRequired: "Riding activity is required",
  languageRequired: "Language is required",
  markTypeRequired: "Mark type is required",
  markLocationRequired: "Mark location is required",
  profilePhotoFromPhotos: "The profile photo is chosen from your photos",
  onboardingCompletedInvalid: "onboardingCompleted can only be true",
  talentProfileIdInvalid: "Invalid talent profile id"
};
var keyByText2 = new Map(
  Object.entries(PROFILE_MESSAGES).map(([key, text3]) => [text3, key])
);

// ../../packages/contract/src/skills.ts
import { z as z10 } from "zod";
var SKILL_LEVELS = ["AMATEUR", "PERFORMANCE"];
var LANGUAGE_LEVELS = ["BEGINNER", "INTERMEDIATE", "ADVANCED", "NATIVE"];
var MARK_TYPES = ["TATTOO", "SCAR", "BIRTHMARK", "OTHER"];
var text2 = (required, max = 100) => z10.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, PROFILE_MESSAGES.textTooLong);
var optionalText = (max = 500) => z10.string({ error: PROFILE_MESSAGES.textTooLong }).trim().max(max, PROFILE_MESSAGES.textTooLong).nullable().optional().transform((value) => value ? value : null);
var level = z10.enum(SKILL_LEVELS, { error: PROFILE_MESSAGES.levelRequired });
var languageLevel = z10.enum(LANGUAGE_LEVELS, { error: PROFILE_MESSAGES.levelRequired });
var markType = z10.enum(MARK_TYPES, { error: PROFILE_MESSAGES.markTypeRequired });
var talentProfileId = z10.string({ error: PROFILE_MESSAGES.talentProfileIdInvalid }).min(1, PROFILE_MESSAGES.talentProfileIdInvalid).max(100, PROFILE_MESSAGES.talentProfileIdInvalid).optional();
var instrumentFields = {
  instrument: text2(PROFILE_MESSAGES.instrumentRequired),
  level,
  courses: optionalText()
};
var sportFields = { sport: text2(PROFILE_MESSAGES.sportRequired), level, courses: optionalText() };
var danceFields = { genre: text2(PROFILE_MESSAGES.danceGenreRequired), level, courses: optionalText() };
var ridingFields = { activity: text2(PROFILE_MESSAGES.ridingActivityRequired), level };
var languageFields = { language: text2(PROFILE_MESSAGES.languageRequired), level: languageLevel };
var markFields = {
  type: markType,
  location: text2(PROFILE_MESSAGES.markLocationRequired),
  description: optionalText()
};
var instrumentCreateSchema = z10.object({ ...instrumentFields, talentProfileId }).strict();
var sportCreateSchema = z10.object({ ...sportFields, talentProfileId }).strict();
var danceCreateSchema = z10.object({ ...danceFields, talentProfileId }).strict();
var ridingCreateSchema = z10.object({ ...ridingFields, talentProfileId }).strict();
var languageCreateSchema = z10.object({ ...languageFields, talentProfileId }).strict();
var distinctiveMarkCreateSchema = z10.object({ ...markFields, talentProfileId }).strict();
var instrumentUpdateSchema = z10.object(instrumentFields).strict();
var sportUpdateSchema = z10.object(sportFields).strict();
var danceUpdateSchema = z10.object(danceFields).strict();
var ridingUpdateSchema = z10.object(ridingFields).strict();
var languageUpdateSchema = z10.object(languageFields).strict();
var distinctiveMarkUpdateSchema = z10.object(markFields).strict();
var instrumentSchema = z10.object({
  id: z10.string(),
  instrument: z10.string(),
  level: z10.enum(SKILL_LEVELS),
  courses: z10.string().nullable()
});
var sportSchema = z10.object({
  id: z10.string(),
  sport: z10.string(),
  level: z10.enum(SKILL_LEVELS),
  courses: z10.string().nullable()
});
var danceSchema = z10.object({
  id: z10.string(),
  genre: z10.string(),
  level: z10.enum(SKILL_LEVELS),
  courses: z10.string().nullable()
});
var ridingSkillSchema = z10.object({
  id: z10.string(),
  activity: z10.string(),
  level: z10.enum(SKILL_LEVELS)
});
var languageSkillSchema = z10.object({
  id: z10.string(),
  language: z10.string(),
  level: z10.enum(LANGUAGE_LEVELS)
});
var distinctiveMarkSchema = z10.object({
  id: z10.string(),
  type: z10.enum(MARK_TYPES),
  location: z10.string(),
  description: z10.string().nullable()
});
var SKILL_KINDS = {
  instrument: {
    create: instrumentCreateSchema,
    update: instrumentUpdateSchema,
    item: instrumentSchema,
    profileField: "instruments"
  },
  sport: { create: sportCreateSchema, update: sportUpdateSchema, item: sportSchema, profileField: "sports" },
  dance: { create: danceCreateSchema, update: danceUpdateSchema, item: danceSchema, profileField: "dances" },
  riding: {
    create: ridingCreateSchema,
    update: ridingUpdateSchema,
    item: ridingSkillSchema,
    profileField: "ridingSkills"
  },
  language: {
    create: languageCreateSchema,
    update: languageUpdateSchema,
    item: languageSkillSchema,
    profileField: "languages"
  },
  "distinctive-mark": {
    create: distinctiveMarkCreateSchema,
    update: distinctiveMarkUpdateSchema,
    item: distinctiveMarkSchema,
    profileField: "distinctiveMarks"
  }
};
var SKILL_KIND_NAMES = Object.keys(SKILL_KINDS);

// ../../packages/contract/src/profile.ts
var TALENT_CATEGORIES = [
  "ACTOR",
  "ACTING_STUDENT",
  "MODEL",
  "DANCER",
  "EXTRA",
  "SPECIAL_EXTRA",
  "ARTISTIC_NUDE",
  "HOSTESS"
];
var SINGING_LEVELS = SKILL_LEVELS;
var MEASUREMENT_RANGES = {
  height: { min: 100, max: 250, message: PROFILE_MESSAGES.heightRange },
  weight: { min: 30, max: 200, message: PROFILE_MESSAGES.weightRange },
  bust: { min: 50, max: 150, message: PROFILE_MESSAGES.bustRange },
  waist: { min: 40, max: 150, message: PROFILE_MESSAGES.waistRange },
  hips: { min: 50, max: 150, message: PROFILE_MESSAGES.hipsRange }
};
var LICENSE_YEAR_MIN = 1950;
var MIN_PHOTOS_FOR_SCORE = 3;
var completionItemSchema = z11.object({
  item: z11.enum([
    "gender",
    "dateOfBirth",
    "residenceCity",
    "profilePhoto",
    "heightAndWeight",
    "hairAndEyeColor",
    "category",
    "skill",
    "photos"
  ]),
  earned: z11.number(),
  max: z11.number()
});
var COMPLETION_BLOCKS = ["basicInfo", "physical", "categories", "skills", "photos"];
var completionScoreSchema = z11.object({
  score: z11.number(),
  color: z11.enum(["green", "amber", "red"]),
  breakdown: z11.array(
    z11.object({
      block: z11.enum(COMPLETION_BLOCKS),
      earned: z11.number(),
      max: z11.number(),
      items: z11.array(completionItemSchema)
    })
  )
});
var talentProfileSchema = z11.object({
  id: z11.string(),
  userId: z11.string(),
  childId: z11.string().nullable(),
  firstName: z11.string(),
  lastName: z11.string(),
  phone: z11.string().nullable(),
  phone2: z11.string().nullable(),
  gender: z11.enum(GENDERS).nullable(),
  /** ISO datetime at midnight UTC, e.g. 1995-04-10T00:00:00.000Z. */
  dateOfBirth: z11.string().nullable(),
  residenceCity: z11.string().nullable(),
  countryOfOrigin: z11.string().nullable(),
  currentOccupation: z11.string().nullable(),
  facebookUrl: z11.string().nullable(),
  instagramUrl: z11.string().nullable(),
  tiktokUrl: z11.string().nullable(),
  otherSocialMedia: z11.string().nullable(),
  bio: z11.string().nullable(),
  hairColor: z11.string().nullable(),
  hairLength: z11.string().nullable(),
  eyeColor: z11.string().nullable(),
  ethnicity: z11.string().nullable(),
  height: z11.number().nullable(),
  weight: z11.number().nullable(),
  bust: z11.number().nullable(),
  waist: z11.number().nullable(),
  hips: z11.number().nullable(),
  shoeSize: z11.string().nullable(),
  pantsSize: z11.string().nullable(),
  shirtSize: z11.string().nullable(),
  canSing: z11.boolean(),
  singingLevel: z11.enum(SINGING_LEVELS).nullable(),
  singingCourses: z11.string().nullable(),
  hasDriverLicense: z11.boolean(),
  licenseCategories: z11.array(z11.string()),
  licenseSince: z11.number().nullable(),
  nativeLanguage: z11.string().nullable(),
  categories: z11.array(z11.enum(TALENT_CATEGORIES)),
  actingUniversity: z11.string().nullable(),
  danceTraining: z11.string().nullable(),
  specialSkills: z11.array(z11.string()),
  profilePhotoUrl: z11.string().nullable(),
  /** 0 until the media issue lands. */
  photosCount: z11.number(),
  videosCount: z11.number(),
  instruments: z11.array(instrumentSchema),
  sports: z11.array(sportSchema),
  dances: z11.array(danceSchema),
  ridingSkills: z11.array(ridingSkillSchema),
  languages: z11.array(languageSkillSchema),
  distinctiveMarks: z11.array(distinctiveMarkSchema),
  completionScore: completionScoreSchema,
  /** When the onboarding wizard was finished (server side), null while it is not. */
  onboardingCompletedAt: z11.string().nullable().optional()
});
var optionalText2 = (max) => z11.string({ error: PROFILE_MESSAGES.textTooLong }).trim().max(max, PROFILE_MESSAGES.textTooLong).nullable().transform((value) => value ? value : null);
var requiredName = (required) => z11.string({ error: required }).trim().min(1, { error: required, abort: true }).max(100, PROFILE_MESSAGES.textTooLong);
var phone2 = z11.string({ error: PROFILE_MESSAGES.phoneFormat }).trim().nullable().transform((value) => value ? value : null).refine((value) => value === null || PHONE_PATTERN.test(value), PROFILE_MESSAGES.phoneFormat);
var measurement = (name2) => {
  const { min, max, message } = MEASUREMENT_RANGES[name2];
  return z11.number({ error: message }).int(message).min(min, message).max(max, message).nullable();
};
var HTTP_URL = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i;
var link = z11.string({ error: PROFILE_MESSAGES.urlInvalid }).trim().max(500, PROFILE_MESSAGES.textTooLong).nullable().transform((value) => value ? value : null).refine((value) => value === null || HTTP_URL.test(value), PROFILE_MESSAGES.urlInvalid);
var MIDNIGHT_UTC = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.0{1,3})?)?Z)?$/;
function dateOfBirthDay(value) {
  const day = MIDNIGHT_UTC.exec(value)?.[1];
  return day && parseIsoDate(day) && day >= "1900-01-01" ? day : null;
}
var dateOfBirth = z11.string({ error: PROFILE_MESSAGES.dateInvalid }).trim().refine((value) => dateOfBirthDay(value) !== null, { error: PROFILE_MESSAGES.dateInvalid, abort: true }).transform((value) => `${dateOfBirthDay(value)}T00:00:00.000Z`).refine((value) => value.slice(0, 10) <= latestBirthDay(), PROFILE_MESSAGES.dateOfBirthFuture).nullable();
function latestBirthDay() {
  const local = todayIsoDate();
  const eastmost = new Date(Date.now() + 14 * 36e5).toISOString().slice(0, 10);
  return local > eastmost ? local : eastmost;
}
var licenseYear = z11.number({ error: PROFILE_MESSAGES.licenseYearRange }).int(PROFILE_MESSAGES.licenseYearRange).min(LICENSE_YEAR_MIN, PROFILE_MESSAGES.licenseYearRange).refine((year) => year <= (/* @__PURE__ */ new Date()).getFullYear(), PROFILE_MESSAGES.licenseYearRange).nullable();
var unique = (values) => [...new Set(values)];
var licenseCategories = z11.array(
  z11.string({ error: PROFILE_MESSAGES.licenseCategoryRequired }).trim().min(1, { error: PROFILE_MESSAGES.licenseCategoryRequired, abort: true }).max(20, PROFILE_MESSAGES.textTooLong).transform((value) => value.toUpperCase()),
  { error: PROFILE_MESSAGES.licenseCategoryRequired }
).max(20, PROFILE_MESSAGES.tooManyItems).transform(unique);
var specialSkills = z11.array(
  z11.string({ error: PROFILE_MESSAGES.specialSkillRequired }).trim().min(1, { error: PROFILE_MESSAGES.specialSkillRequired, abort: true }).max(100, PROFILE_MESSAGES.textTooLong),
  { error: PROFILE_MESSAGES.specialSkillRequired }
).max(50, PROFILE_MESSAGES.tooManyItems).transform(unique);
var categories = z11.array(z11.enum(TALENT_CATEGORIES, { error: PROFILE_MESSAGES.categoryInvalid }), { error: PROFILE_MESSAGES.categoryInvalid }).max(TALENT_CATEGORIES.length, PROFILE_MESSAGES.tooManyItems).transform(unique);
var yesNo = z11.boolean({ error: PROFILE_MESSAGES.yesNoInvalid });
var profileUpdateSchema = z11.object({
  firstName: requiredName(PROFILE_MESSAGES.firstNameRequired),
  lastName: requiredName(PROFILE_MESSAGES.lastNameRequired),
  phone: phone2,
  phone2,
  gender: z11.enum(GENDERS, { error: PROFILE_MESSAGES.genderInvalid }),
  dateOfBirth,
  residenceCity: optionalText2(100),
  countryOfOrigin: optionalText2(100),
  currentOccupation: optionalText2(200),
  facebookUrl: link,
  instagramUrl: link,
  tiktokUrl: link,
  otherSocialMedia: link,
  bio: optionalText2(2e3),
  hairColor: optionalText2(50),
  hairLength: optionalText2(50),
  eyeColor: optionalText2(50),
  ethnicity: optionalText2(100),
  height: measurement("height"),
  weight: measurement("weight"),
  bust: measurement("bust"),
  waist: measurement("waist"),
  hips: measurement("hips"),
  shoeSize: optionalText2(20),
  pantsSize: optionalText2(20),
  shirtSize: optionalText2(20),
  canSing: yesNo,
  singingLevel: z11.enum(SINGING_LEVELS, { error: PROFILE_MESSAGES.singingLevelInvalid }).nullable(),
  singingCourses: optionalText2(500),
  hasDriverLicense: yesNo,
  licenseCategories,
  licenseSince: licenseYear,
  nativeLanguage: optionalText2(100),
  categories,
  actingUniversity: optionalText2(200),
  danceTraining: optionalText2(500),
  specialSkills,
  profilePhotoUrl: z11.never({ error: PROFILE_MESSAGES.profilePhotoFromPhotos }),
  onboardingCompleted: z11.literal(true, { error: PROFILE_MESSAGES.onboardingCompletedInvalid })
}).partial().strict();
var PROFILE_UPDATE_FIELDS = Object.keys(profileUpdateSchema.shape);
var FEMALE_ONLY_MEASUREMENTS = ["bust", "waist", "hips"];
function stripMaleMeasurements(payload, gender2) {
  if (gender2 !== "MALE") return payload;
  const copy = { ...payload };
  for (const field of FEMALE_ONLY_MEASUREMENTS) delete copy[field];
  return copy;
}
function completionColor(score) {
  if (score >= 80) return "green";
  if (score >= 50) return "amber";
  return "red";
}
function completionScore(profile) {
  const present = (value) => value !== null && value !== void 0 && !(typeof value === "string" && value.trim() === "");
  const some = (list) => (list?.length ?? 0) > 0;
  const item = (name2, max, done) => ({
    item: name2,
    earned: done ? max : 0,
    max
  });
  const block = (name2, items) => ({
    block: name2,
    earned: items.reduce((sum, entry) => sum + entry.earned, 0),
    max: items.reduce((sum, entry) => sum + entry.max, 0),
    items
  });
  const hasSkill = some(profile.sports) || some(profile.dances) || some(profile.instruments) || some(profile.languages) || some(profile.ridingSkills) || (profile.specialSkills ?? []).some(present);
  const breakdown = [
    block("basicInfo", [
      item("gender", 5, present(profile.gender)),
      item("dateOfBirth", 5, present(profile.dateOfBirth)),
      item("residenceCity", 5, present(profile.residenceCity)),
      item("profilePhoto", 5, present(profile.profilePhotoUrl))
    ]),
    block("physical", [
      item("heightAndWeight", 10, present(profile.height) && present(profile.weight)),
      item("hairAndEyeColor", 10, present(profile.hairColor) && present(profile.eyeColor))
    ]),
    block("categories", [item("category", 20, some(profile.categories))]),
    block("skills", [item("skill", 20, hasSkill)]),
    block("photos", [item("photos", 20, (profile.photosCount ?? 0) >= MIN_PHOTOS_FOR_SCORE)])
  ];
  const score = breakdown.reduce((sum, entry) => sum + entry.earned, 0);
  return { score, color: completionColor(score), breakdown };
}

// src/modules/profiles/profiles.routes.ts
var bearer4 = [{ bearerAuth: [] }];
var profilesRoutes = async (app, { profilesService }) => {
  app.get(
    "/me",
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ["profiles"],
        summary: "The signed-in talent's own profile with its skill lists and completion score",
        security: bearer4,
        response: { 200: dataOf(talentProfileSchema), ...errorResponses(401, 403, 404) }
      }
    },
    async (request) => ({ data: await profilesService.getOwnProfile(requireAuth(request).userId) })
  );
  app.post(
    "",
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ["profiles"],
        summary: "Partial update of the signed-in talent's own profile (unknown fields are refused)",
        description: "Only the fields sent change; null or a blank text clears an optional field. For MALE (the gender after the update) bust, waist and hips are dropped and cleared. `onboardingCompleted: true` records that the onboarding wizard was finished (`onboardingCompletedAt`). `profilePhotoUrl` is refused: it is chosen among the photos.",
        security: bearer4,
        body: profileUpdateSchema,
        response: { 200: dataOf(talentProfileSchema), ...errorResponses(400, 401, 403, 404, 413, 415) }
      }
    },
    async (request) => ({
      data: await profilesService.updateOwnProfile(requireAuth(request).userId, request.body)
    })
  );
};

// src/modules/profiles/profiles.service.ts
var ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
function jsonList(text3) {
  if (!text3) return [];
  try {
    const value = JSON.parse(text3);
    return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
  } catch {
    return [];
  }
}
var isCategory = (value) => TALENT_CATEGORIES.includes(value);
var NO_SKILLS = {
  instruments: [],
  sports: [],
  dances: [],
  ridingSkills: [],
  languages: [],
  distinctiveMarks: []
};
function toTalentProfileDto(row, skills = NO_SKILLS) {
  const dateOfBirth2 = row.date_of_birth;
  const profile = {
    id: row.id,
    userId: row.user_id,
    childId: row.child_id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    phone2: row.phone2,
    gender: row.gender,
    // Stored as the calendar day; sent as that day at midnight UTC (DESIGN §4).
    dateOfBirth: dateOfBirth2 && ISO_DAY.test(dateOfBirth2) ? `${dateOfBirth2}T00:00:00.000Z` : dateOfBirth2,
    residenceCity: row.residence_city,
    countryOfOrigin: row.country_of_origin,
    currentOccupation: row.current_occupation,
    facebookUrl: row.facebook_url,
    instagramUrl: row.instagram_url,
    tiktokUrl: row.tiktok_url,
    otherSocialMedia: row.other_social_media,
    bio: row.bio,
    hairColor: row.hair_color,
    hairLength: row.hair_length,
    eyeColor: row.eye_color,
    ethnicity: row.ethnicity,
    height: row.height,
    weight: row.weight,
    bust: row.bust,
    waist: row.waist,
    hips: row.hips,
    shoeSize: row.shoe_size,
    pantsSize: row.pants_size,
    shirtSize: row.shirt_size,
    canSing: row.can_sing === 1,
    singingLevel: row.singing_level,
    singingCourses: row.singing_courses,
    hasDriverLicense: row.has_driver_license === 1,
    licenseCategories: jsonList(row.license_categories),
    licenseSince: row.license_since,
    nativeLanguage: row.native_language,
    categories: jsonList(row.categories).filter(isCategory),
    actingUniversity: row.acting_university,
    danceTraining: row.dance_training,
    specialSkills: jsonList(row.special_skills),
    profilePhotoUrl: row.profile_photo_url,
    // Photos and videos arrive with the media issue.
    photosCount: 0,
    videosCount: 0,
    instruments: skills.instruments.map(({ id, instrument, level: level2, courses }) => ({
      id,
      instrument,
      level: level2,
      courses
    })),
    sports: skills.sports.map(({ id, sport, level: level2, courses }) => ({ id, sport, level: level2, courses })),
    dances: skills.dances.map(({ id, genre, level: level2, courses }) => ({ id, genre, level: level2, courses })),
    ridingSkills: skills.ridingSkills.map(({ id, activity, level: level2 }) => ({ id, activity, level: level2 })),
    languages: skills.languages.map(({ id, language, level: level2 }) => ({ id, language, level: level2 })),
    distinctiveMarks: skills.distinctiveMarks.map(({ id, type, location, description }) => ({
      id,
      type,
      location,
      description
    })),
    onboardingCompletedAt: row.onboarding_completed_at
  };
  return { ...profile, completionScore: completionScore(profile) };
}
function toChanges(update, now, row) {
  const changes = {};
  const set = (column, value) => {
    if (value !== void 0) changes[column] = value;
  };
  const json = (list) => list === void 0 ? void 0 : JSON.stringify(list);
  const flag = (value) => value === void 0 ? void 0 : value ? 1 : 0;
  set("first_name", update.firstName);
  set("last_name", update.lastName);
  set("phone", update.phone);
  set("phone2", update.phone2);
  set("gender", update.gender);
  set(
    "date_of_birth",
    update.dateOfBirth === void 0 ? void 0 : update.dateOfBirth?.slice(0, 10) ?? null
  );
  set("residence_city", update.residenceCity);
  set("country_of_origin", update.countryOfOrigin);
  set("current_occupation", update.currentOccupation);
  set("facebook_url", update.facebookUrl);
  set("instagram_url", update.instagramUrl);
  set("tiktok_url", update.tiktokUrl);
  set("other_social_media", update.otherSocialMedia);
  set("bio", update.bio);
  set("hair_color", update.hairColor);
  set("hair_length", update.hairLength);
  set("eye_color", update.eyeColor);
  set("ethnicity", update.ethnicity);
  set("height", update.height);
  set("weight", update.weight);
  set("bust", update.bust);
  set("waist", update.waist);
  set("hips", update.hips);
  set("shoe_size", update.shoeSize);
  set("pants_size", update.pantsSize);
  set("shirt_size", update.shirtSize);
  set("can_sing", flag(update.canSing));
  set("singing_level", update.singingLevel);
  set("singing_courses", update.singingCourses);
  set("has_driver_license", flag(update.hasDriverLicense));
  set("license_categories", json(update.licenseCategories));
  set("license_since", update.licenseSince);
  set("native_language", update.nativeLanguage);
  set("categories", json(update.categories));
  set("acting_university", update.actingUniversity);
  set("dance_training", update.danceTraining);
  set("special_skills", json(update.specialSkills));
  if (update.onboardingCompleted && !row.onboarding_completed_at) changes.onboarding_completed_at = now;
  return changes;
}
var talentProfileNotFound = () => new HttpError(404, "TALENT_PROFILE_NOT_FOUND", API_MESSAGES.talentProfileNotFound);
var ProfilesService = class {
  constructor(repository) {
    this.repository = repository;
  }
  async getOwnProfile(userId) {
    const row = await this.ownProfileRow(userId);
    return toTalentProfileDto(row, await this.repository.findSkills(row.id));
  }
  /**
   * The one place that decides which profile a caller may edit (skills, DESIGN §4): their own
   * profile when no id is given, else the named profile if it is theirs. Anything else is 404, as
   * if it did not exist. The guardian issue extends this to the profiles of the caller's children.
   */
  async editableProfile(userId, talentProfileId2) {
    if (talentProfileId2 === void 0) return this.ownProfileRow(userId);
    const row = await this.repository.findById(talentProfileId2);
    if (!row || row.user_id !== userId || row.child_id !== null) throw talentProfileNotFound();
    return row;
  }
  /**
   * POST /profiles: a partial update of the caller's own profile. For MALE (the gender after the
   * update) bust, waist and hips are dropped and any stored ones cleared (spec §5).
   */
  async updateOwnProfile(userId, update) {
    const row = await this.ownProfileRow(userId);
    if (update.dateOfBirth) {
      const age = ageOn(update.dateOfBirth.slice(0, 10), todayIsoDate());
      if (age === null || age < REGISTRATION_MIN_AGE || age > REGISTRATION_MAX_AGE) {
        const message = VALIDATION_MESSAGES.registrationAge;
        throw new HttpError(400, "VALIDATION_ERROR", message, { dateOfBirth: message });
      }
    }
    const gender2 = update.gender ?? row.gender;
    const now = (/* @__PURE__ */ new Date()).toISOString();
    const changes = toChanges(stripMaleMeasurements(update, gender2), now, row);
    if (gender2 === "MALE") Object.assign(changes, { bust: null, waist: null, hips: null });
    await this.repository.update(row, changes, now);
    return this.getOwnProfile(userId);
  }
  async ownProfileRow(userId) {
    const row = await this.repository.findOwnProfile(userId);
    if (!row) throw new HttpError(404, "PROFILE_NOT_FOUND", API_MESSAGES.profileNotFound);
    return row;
  }
};

// src/modules/skills/skills.repository.ts
import { randomUUID as randomUUID4 } from "node:crypto";
var TABLES = {
  instrument: "instruments",
  sport: "sports",
  dance: "dances",
  riding: "riding_skills",
  language: "languages",
  "distinctive-mark": "distinctive_marks"
};
var FIELDS = {
  instrument: ["instrument", "level", "courses"],
  sport: ["sport", "level", "courses"],
  dance: ["genre", "level", "courses"],
  riding: ["activity", "level"],
  language: ["language", "level"],
  "distinctive-mark": ["type", "location", "description"]
};
function pickFields(kind, source) {
  const values = {};
  for (const field of FIELDS[kind]) values[field] = source[field] ?? null;
  return values;
}
function toItem(kind, row) {
  return { id: row.id, ...pickFields(kind, row) };
}
var SkillsRepository = class {
  db;
  constructor(db) {
    this.db = db;
  }
  async find(kind, id) {
    const table = TABLES[kind];
    const row = await this.db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
    return row ? { talentProfileId: String(row.talent_profile_id), item: toItem(kind, row) } : void 0;
  }
  async create(kind, talentProfileId2, payload) {
    const id = randomUUID4();
    const row = {
      id,
      talent_profile_id: talentProfileId2,
      created_at: (/* @__PURE__ */ new Date()).toISOString(),
      ...pickFields(kind, payload)
    };
    const table = TABLES[kind];
    await this.db.insertInto(table).values(row).execute();
    return toItem(kind, { ...row, id });
  }
  async update(kind, id, payload) {
    const values = pickFields(kind, payload);
    const table = TABLES[kind];
    await this.db.updateTable(table).set(values).where("id", "=", id).execute();
    return { id, ...values };
  }
  async delete(kind, id) {
    const table = TABLES[kind];
    await this.db.deleteFrom(table).where("id", "=", id).execute();
  }
};

// src/modules/skills/skills.routes.ts
import { z as z12 } from "zod";
var bearer5 = [{ bearerAuth: [] }];
var idParams3 = z12.object({ id: z12.string().min(1).max(100) });
var skillsRoutes = async (app, { skillsService }) => {
  const talent = [app.authenticate, app.requireTalent];
  for (const kind of SKILL_KIND_NAMES) registerKind(kind);
  function registerKind(kind) {
    const schemas = SKILL_KINDS[kind];
    const itemResponse = dataOf(schemas.item);
    app.post(
      `/${kind}`,
      {
        onRequest: talent,
        schema: {
          tags: ["skills"],
          summary: `Add a ${kind} to your profile (or to the talentProfileId you may edit)`,
          security: bearer5,
          body: schemas.create,
          response: { 201: itemResponse, ...errorResponses(400, 401, 403, 404, 413, 415) }
        }
      },
      async (request, reply) => {
        const item = await skillsService.create(requireAuth(request).userId, kind, request.body);
        return reply.code(201).send({ data: item });
      }
    );
    app.put(
      `/${kind}/:id`,
      {
        onRequest: talent,
        schema: {
          tags: ["skills"],
          summary: `Replace one of your ${kind} items`,
          security: bearer5,
          params: idParams3,
          body: schemas.update,
          response: { 200: itemResponse, ...errorResponses(400, 401, 403, 404, 413, 415) }
        }
      },
      async (request) => ({
        data: await skillsService.update(
          requireAuth(request).userId,
          kind,
          request.params.id,
          request.body
        )
      })
    );
    app.delete(
      `/${kind}/:id`,
      {
        onRequest: talent,
        schema: {
          tags: ["skills"],
          summary: `Delete one of your ${kind} items`,
          security: bearer5,
          params: idParams3,
          response: { 204: z12.null().describe("Deleted"), ...errorResponses(400, 401, 403, 404) }
        }
      },
      async (request, reply) => {
        await skillsService.delete(requireAuth(request).userId, kind, request.params.id);
        return reply.code(204).send(null);
      }
    );
  }
};

// src/modules/skills/skills.service.ts
var skillNotFound = () => new HttpError(404, "SKILL_NOT_FOUND", API_MESSAGES.skillNotFound);
var SkillsService = class {
  constructor(repository, profiles) {
    this.repository = repository;
    this.profiles = profiles;
  }
  async create(userId, kind, payload) {
    const profile = await this.profiles.editableProfile(userId, payload.talentProfileId);
    return this.repository.create(kind, profile.id, payload);
  }
  async update(userId, kind, id, payload) {
    await this.editableSkill(userId, kind, id);
    return this.repository.update(kind, id, payload);
  }
  async delete(userId, kind, id) {
    await this.editableSkill(userId, kind, id);
    await this.repository.delete(kind, id);
  }
  /** Somebody else's item is 404 like a missing one: its existence is not revealed. */
  async editableSkill(userId, kind, id) {
    const stored = await this.repository.find(kind, id);
    if (!stored) throw skillNotFound();
    try {
      await this.profiles.editableProfile(userId, stored.talentProfileId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw skillNotFound();
      throw error;
    }
  }
};

// src/plugins/db.ts
import fp3 from "fastify-plugin";

// src/db/migrations.ts
import { Migrator, PostgresAdapter as PostgresAdapter4, sql as sql7 } from "kysely";

// src/db/migrations/0001-initial.ts
var initial_exports = {};
__export(initial_exports, {
  down: () => down,
  up: () => up
});
import { sql as sql3 } from "kysely";
var sqlIn = (column, values) => sql3`${sql3.ref(column)} in (${sql3.join(values.map((value) => sql3.lit(value)))})`;
async function up(db) {
  await db.schema.createTable("users").addColumn("id", "text", (col) => col.primaryKey()).addColumn("email", "text", (col) => col.notNull().unique()).addColumn("password_hash", "text", (col) => col.notNull()).addColumn("role", "text", (col) => col.notNull().check(sqlIn("role", ["ADMIN", "CLIENT", "TALENT"]))).addColumn("first_name", "text", (col) => col.notNull()).addColumn("last_name", "text", (col) => col.notNull()).addColumn("phone", "text").addColumn("gender", "text", (col) => col.check(sqlIn("gender", ["MALE", "FEMALE"]))).addColumn("birth_date", "text").addColumn(
    "preferred_language",
    "text",
    (col) => col.notNull().defaultTo("RO").check(sqlIn("preferred_language", ["RO", "EN"]))
  ).addColumn("is_guardian_mode_enabled", "integer", (col) => col.notNull().defaultTo(0)).addColumn("created_at", "text", (col) => col.notNull()).addColumn("updated_at", "text", (col) => col.notNull()).execute();
  await db.schema.createIndex("users_role_idx").on("users").column("role").execute();
  await db.schema.createTable("sessions").addColumn("id", "text", (col) => col.primaryKey()).addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("created_at", "text", (col) => col.notNull()).addColumn("revoked_at", "text").execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();
  await db.schema.createTable("refresh_tokens").addColumn("id", "text", (col) => col.primaryKey()).addColumn("session_id", "text", (col) => col.notNull().references("sessions.id").onDelete("cascade")).addColumn("token_hash", "text", (col) => col.notNull().unique()).addColumn("expires_at", "text", (col) => col.notNull()).addColumn("used_at", "text").addColumn("created_at", "text", (col) => col.notNull()).execute();
  await db.schema.createIndex("refresh_tokens_session_id_idx").on("refresh_tokens").column("session_id").execute();
  await db.schema.createTable("talent_profiles").addColumn("id", "text", (col) => col.primaryKey()).addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("child_id", "text").addColumn("first_name", "text", (col) => col.notNull()).addColumn("last_name", "text", (col) => col.notNull()).addColumn("phone", "text").addColumn("gender", "text", (col) => col.check(sqlIn("gender", ["MALE", "FEMALE"]))).addColumn("date_of_birth", "text").addColumn("profile_photo_url", "text").addColumn("created_at", "text", (col) => col.notNull()).addColumn("updated_at", "text", (col) => col.notNull()).execute();
  await db.schema.createIndex("talent_profiles_user_id_idx").on("talent_profiles").column("user_id").execute();
  await db.schema.createIndex("talent_profiles_child_id_idx").on("talent_profiles").column("child_id").execute();
  await db.schema.createTable("login_attempts").addColumn("id", "text", (col) => col.primaryKey()).addColumn("email", "text", (col) => col.notNull()).addColumn("ip", "text", (col) => col.notNull()).addColumn("failed", "integer", (col) => col.notNull()).addColumn("created_at", "text", (col) => col.notNull()).execute();
  await db.schema.createIndex("login_attempts_email_idx").on("login_attempts").columns(["email", "created_at"]).execute();
  await db.schema.createIndex("login_attempts_ip_idx").on("login_attempts").columns(["ip", "created_at"]).execute();
  await db.schema.createIndex("login_attempts_created_at_idx").on("login_attempts").column("created_at").execute();
}
async function down(db) {
  for (const table of ["login_attempts", "talent_profiles", "refresh_tokens", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}

// src/db/migrations/0002-castings-applications.ts
var castings_applications_exports = {};
__export(castings_applications_exports, {
  down: () => down2,
  up: () => up2
});
import { PostgresAdapter as PostgresAdapter2, sql as sql4 } from "kysely";
var sqlIn2 = (column, values) => sql4`${sql4.ref(column)} in (${sql4.join(values.map((value) => sql4.lit(value)))})`;
var CASTING_STATUSES2 = ["PUBLISHED", "DRAFT", "CLOSED", "CANCELLED", "SUSPENDED"];
var PROJECT_TYPES2 = [
  "FEATURE_FILM",
  "SHORT_FILM",
  "TV_SERIES",
  "COMMERCIAL",
  "MUSIC_VIDEO",
  "THEATRE",
  "FASHION_SHOW",
  "PHOTO_SHOOT",
  "EVENT",
  "OTHER"
];
var REMUNERATION_TYPES2 = ["per_day", "per_hour", "per_project"];
var APPLICATION_STATUSES2 = ["PENDING", "REVIEWED", "SHORTLISTED", "ACCEPTED", "REJECTED"];
var isPostgres = (db) => db.getExecutor().adapter instanceof PostgresAdapter2;
async function up2(db) {
  await db.schema.createTable("castings").addColumn("id", "text", (col) => col.primaryKey()).addColumn("owner_user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("slug", "text", (col) => col.notNull().unique()).addColumn("title", "text", (col) => col.notNull()).addColumn("status", "text", (col) => col.notNull().check(sqlIn2("status", CASTING_STATUSES2))).addColumn("project_type", "text", (col) => col.notNull().check(sqlIn2("project_type", PROJECT_TYPES2))).addColumn("short_description", "text", (col) => col.notNull()).addColumn("description", "text", (col) => col.notNull()).addColumn("location", "text", (col) => col.notNull()).addColumn("casting_date", "text").addColumn("shooting_date", "text").addColumn("age_ranges", "text", (col) => col.notNull().defaultTo("[]")).addColumn("gender", "text", (col) => col.check(sqlIn2("gender", ["MALE", "FEMALE"]))).addColumn("duration", "text").addColumn("remuneration_amount", "double precision").addColumn("remuneration_currency", "text").addColumn(
    "remuneration_type",
    "text",
    (col) => col.check(sqlIn2("remuneration_type", REMUNERATION_TYPES2))
  ).addColumn("diffusion_type", "text").addColumn("cover_thumbnail_url", "text").addColumn("cover_display_url", "text").addColumn("search_text", "text", (col) => col.notNull()).addColumn("published_at", "text").addColumn("created_at", "text", (col) => col.notNull()).addColumn("updated_at", "text", (col) => col.notNull()).execute();
  await db.schema.createIndex("castings_status_published_idx").on("castings").columns(["status", "published_at", "id"]).execute();
  await db.schema.createIndex("castings_status_location_idx").on("castings").columns(["status", "location", "published_at", "id"]).execute();
  await db.schema.createIndex("castings_status_project_type_idx").on("castings").columns(["status", "project_type", "published_at", "id"]).execute();
  await db.schema.createIndex("castings_status_remuneration_idx").on("castings").columns(["status", "remuneration_amount"]).execute();
  await db.schema.createIndex("castings_owner_idx").on("castings").column("owner_user_id").execute();
  await db.schema.createTable("applications").addColumn("id", "text", (col) => col.primaryKey()).addColumn("casting_id", "text", (col) => col.notNull().references("castings.id").onDelete("cascade")).addColumn(
    "talent_profile_id",
    "text",
    (col) => col.notNull().references("talent_profiles.id").onDelete("cascade")
  ).addColumn("message", "text").addColumn("status", "text", (col) => col.notNull().check(sqlIn2("status", APPLICATION_STATUSES2))).addColumn("applied_at", "text", (col) => col.notNull()).addColumn("updated_at", "text", (col) => col.notNull()).addUniqueConstraint("applications_casting_profile_unique", ["casting_id", "talent_profile_id"]).execute();
  await db.schema.createIndex("applications_profile_applied_idx").on("applications").columns(["talent_profile_id", "applied_at"]).execute();
  await db.schema.createTable("application_status_changes").addColumn("id", "text", (col) => col.primaryKey()).addColumn(
    "application_id",
    "text",
    (col) => col.notNull().references("applications.id").onDelete("cascade")
  ).addColumn("status", "text", (col) => col.notNull().check(sqlIn2("status", APPLICATION_STATUSES2))).addColumn("changed_at", "text", (col) => col.notNull()).addColumn("changed_by_user_id", "text", (col) => col.references("users.id").onDelete("set null")).execute();
  await db.schema.createIndex("application_status_changes_application_idx").on("application_status_changes").columns(["application_id", "changed_at"]).execute();
  await db.schema.createIndex("application_status_changes_changed_by_idx").on("application_status_changes").column("changed_by_user_id").execute();
  for (const [column, type] of [
    ["residence_city", "text"],
    ["height", "integer"],
    ["weight", "integer"],
    ["hair_color", "text"],
    ["eye_color", "text"]
  ]) {
    await db.schema.alterTable("talent_profiles").addColumn(column, type).execute();
  }
  await db.schema.createTable("casting_counts").addColumn("status", "text", (col) => col.notNull()).addColumn("location", "text", (col) => col.notNull()).addColumn("project_type", "text", (col) => col.notNull()).addColumn("total", "integer", (col) => col.notNull()).addPrimaryKeyConstraint("casting_counts_pk", ["status", "location", "project_type"]).execute();
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}
async function upSqlite(db) {
  await sql4`
    create trigger castings_counts_after_insert after insert on castings begin
      insert into casting_counts (status, location, project_type, total)
        values (new.status, new.location, new.project_type, 1)
        on conflict (status, location, project_type) do update set total = total + 1;
    end`.execute(db);
  await sql4`
    create trigger castings_counts_after_delete after delete on castings begin
      update casting_counts set total = total - 1
        where status = old.status and location = old.location and project_type = old.project_type;
    end`.execute(db);
  await sql4`
    create trigger castings_counts_after_update after update of status, location, project_type on castings
    begin
      update casting_counts set total = total - 1
        where status = old.status and location = old.location and project_type = old.project_type;
      insert into casting_counts (status, location, project_type, total)
        values (new.status, new.location, new.project_type, 1)
        on conflict (status, location, project_type) do update set total = total + 1;
    end`.execute(db);
  await sql4`
    create table castings_search_keys (
      fts_rowid integer primary key,
      casting_id text not null unique
    )`.execute(db);
  await sql4`
    create virtual table castings_fts using fts5(
      search_text,
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql4`
    create trigger castings_fts_after_insert after insert on castings begin
      insert into castings_search_keys (casting_id) values (new.id);
      insert into castings_fts (rowid, search_text)
        values ((select fts_rowid from castings_search_keys where casting_id = new.id), new.search_text);
    end`.execute(db);
  await sql4`
    create trigger castings_fts_after_update after update of search_text on castings begin
      update castings_fts set search_text = new.search_text
        where rowid = (select fts_rowid from castings_search_keys where casting_id = new.id);
    end`.execute(db);
  await sql4`
    create trigger castings_fts_after_delete after delete on castings begin
      delete from castings_fts
        where rowid = (select fts_rowid from castings_search_keys where casting_id = old.id);
      delete from castings_search_keys where casting_id = old.id;
    end`.execute(db);
}
async function upPostgres(db) {
  await sql4`
    create function castings_counts_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update casting_counts set total = total - 1
          where status = old.status and location = old.location and project_type = old.project_type;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into casting_counts (status, location, project_type, total)
          values (new.status, new.location, new.project_type, 1)
          on conflict (status, location, project_type) do update set total = casting_counts.total + 1;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql4`
    create trigger castings_counts
      after insert or delete or update of status, location, project_type on castings
      for each row execute function castings_counts_trigger()`.execute(db);
  await sql4`
    create index castings_search_idx on castings using gin (to_tsvector('simple', search_text))`.execute(db);
}
async function down2(db) {
  if (isPostgres(db)) {
    await sql4`drop trigger castings_counts on castings`.execute(db);
    await sql4`drop function castings_counts_trigger()`.execute(db);
  } else {
    for (const trigger of [
      "castings_fts_after_delete",
      "castings_fts_after_update",
      "castings_fts_after_insert",
      "castings_counts_after_update",
      "castings_counts_after_delete",
      "castings_counts_after_insert"
    ]) {
      await sql4`drop trigger ${sql4.raw(trigger)}`.execute(db);
    }
    await sql4`drop table castings_fts`.execute(db);
    await sql4`drop table castings_search_keys`.execute(db);
  }
  await db.schema.dropTable("casting_counts").execute();
  for (const column of ["eye_color", "hair_color", "weight", "height", "residence_city"]) {
    await db.schema.alterTable("talent_profiles").dropColumn(column).execute();
  }
  for (const table of ["application_status_changes", "applications", "castings"]) {
    await db.schema.dropTable(table).execute();
  }
}

// src/db/migrations/0003-published-search-and-list-indexes.ts
var published_search_and_list_indexes_exports = {};
__export(published_search_and_list_indexes_exports, {
  down: () => down3,
  up: () => up3
});
import { PostgresAdapter as PostgresAdapter3, sql as sql5 } from "kysely";
var isPostgres2 = (db) => db.getExecutor().adapter instanceof PostgresAdapter3;
var LIST_INDEXES = [
  [
    "castings_status_published_idx",
    ["status", "published_at", "id"],
    ["status", "published_at", "id", "remuneration_amount"]
  ],
  [
    "castings_status_location_idx",
    ["status", "location", "published_at", "id"],
    ["status", "location", "published_at", "id", "remuneration_amount"]
  ],
  [
    "castings_status_project_type_idx",
    ["status", "project_type", "published_at", "id"],
    ["status", "project_type", "published_at", "id", "remuneration_amount"]
  ]
];
async function recreateListIndexes(db, which) {
  for (const [name2, before, after] of LIST_INDEXES) {
    await db.schema.dropIndex(name2).execute();
    await db.schema.createIndex(name2).on("castings").columns(which === "before" ? before : after).execute();
  }
}
async function up3(db) {
  await recreateListIndexes(db, "after");
  if (isPostgres2(db)) {
    await sql5`drop index castings_search_idx`.execute(db);
    await sql5`
      alter table castings add column search_vector tsvector
      generated always as (to_tsvector('simple', search_text)) stored`.execute(db);
    await sql5`
      create index castings_search_idx on castings using gin (search_vector)
      where status = 'PUBLISHED'`.execute(db);
    return;
  }
  for (const trigger of [
    "castings_fts_after_insert",
    "castings_fts_after_update",
    "castings_fts_after_delete"
  ]) {
    await sql5`drop trigger ${sql5.raw(trigger)}`.execute(db);
  }
  await sql5`drop table castings_fts`.execute(db);
  await sql5`
    create virtual table castings_fts using fts5(
      search_text,
      published_at unindexed,
      casting_id unindexed,
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql5`
    create trigger castings_fts_after_insert after insert on castings begin
      insert into castings_search_keys (casting_id) values (new.id);
      insert into castings_fts (rowid, search_text, published_at, casting_id)
        select fts_rowid, new.search_text, new.published_at, new.id
        from castings_search_keys where casting_id = new.id and new.status = 'PUBLISHED';
    end`.execute(db);
  await sql5`
    create trigger castings_fts_after_update after update of status, search_text, published_at on castings
    begin
      delete from castings_fts
        where rowid = (select fts_rowid from castings_search_keys where casting_id = old.id);
      insert into castings_fts (rowid, search_text, published_at, casting_id)
        select fts_rowid, new.search_text, new.published_at, new.id
        from castings_search_keys where casting_id = new.id and new.status = 'PUBLISHED';
    end`.execute(db);
  await sql5`
    create trigger castings_fts_after_delete after delete on castings begin
      delete from castings_fts
        where rowid = (select fts_rowid from castings_search_keys where casting_id = old.id);
      delete from castings_search_keys where casting_id = old.id;
    end`.execute(db);
  await sql5`
    insert into castings_fts (rowid, search_text, published_at, casting_id)
      select castings_search_keys.fts_rowid, castings.search_text, castings.published_at, castings.id
      from castings join castings_search_keys on castings_search_keys.casting_id = castings.id
      where castings.status = 'PUBLISHED'`.execute(db);
}
async function down3(db) {
  await recreateListIndexes(db, "before");
  if (isPostgres2(db)) {
    await sql5`drop index castings_search_idx`.execute(db);
    await sql5`create index castings_search_idx on castings using gin (to_tsvector('simple', search_text))`.execute(
      db
    );
    return;
  }
  for (const trigger of [
    "castings_fts_after_insert",
    "castings_fts_after_update",
    "castings_fts_after_delete"
  ]) {
    await sql5`drop trigger ${sql5.raw(trigger)}`.execute(db);
  }
  await sql5`drop table castings_fts`.execute(db);
  await sql5`
    create virtual table castings_fts using fts5(search_text, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db
  );
  await sql5`
    create trigger castings_fts_after_insert after insert on castings begin
      insert into castings_search_keys (casting_id) values (new.id);
      insert into castings_fts (rowid, search_text)
        values ((select fts_rowid from castings_search_keys where casting_id = new.id), new.search_text);
    end`.execute(db);
  await sql5`
    create trigger castings_fts_after_update after update of search_text on castings begin
      update castings_fts set search_text = new.search_text
        where rowid = (select fts_rowid from castings_search_keys where casting_id = new.id);
    end`.execute(db);
  await sql5`
    create trigger castings_fts_after_delete after delete on castings begin
      delete from castings_fts
        where rowid = (select fts_rowid from castings_search_keys where casting_id = old.id);
      delete from castings_search_keys where casting_id = old.id;
    end`.execute(db);
  await sql5`
    insert into castings_fts (rowid, search_text)
      select castings_search_keys.fts_rowid, castings.search_text
      from castings join castings_search_keys on castings_search_keys.casting_id = castings.id`.execute(db);
}

// src/db/migrations/0004-talent-profile-and-skills.ts
var talent_profile_and_skills_exports = {};
__export(talent_profile_and_skills_exports, {
  down: () => down4,
  up: () => up4
});
import { sql as sql6 } from "kysely";
var sqlIn3 = (column, values) => sql6`${sql6.ref(column)} in (${sql6.join(values.map((value) => sql6.lit(value)))})`;
var SKILL_LEVELS2 = ["AMATEUR", "PERFORMANCE"];
var LANGUAGE_LEVELS2 = ["BEGINNER", "INTERMEDIATE", "ADVANCED", "NATIVE"];
var MARK_TYPES2 = ["TATTOO", "SCAR", "BIRTHMARK", "OTHER"];
var PROFILE_COLUMNS = [
  ["phone2", "text"],
  ["country_of_origin", "text"],
  ["current_occupation", "text"],
  ["facebook_url", "text"],
  ["instagram_url", "text"],
  ["tiktok_url", "text"],
  ["other_social_media", "text"],
  ["bio", "text"],
  ["hair_length", "text"],
  ["ethnicity", "text"],
  ["bust", "integer"],
  ["waist", "integer"],
  ["hips", "integer"],
  ["shoe_size", "text"],
  ["pants_size", "text"],
  ["shirt_size", "text"],
  ["can_sing", "integer", 0],
  ["singing_level", "text"],
  ["singing_courses", "text"],
  ["has_driver_license", "integer", 0],
  ["license_categories", "text", "[]"],
  ["license_since", "integer"],
  ["native_language", "text"],
  ["categories", "text", "[]"],
  ["acting_university", "text"],
  ["dance_training", "text"],
  ["special_skills", "text", "[]"],
  ["onboarding_completed_at", "text"]
];
var SKILL_TABLES = [
  {
    table: "instruments",
    required: ["instrument", "level"],
    optional: ["courses"],
    checks: [["level", SKILL_LEVELS2]]
  },
  { table: "sports", required: ["sport", "level"], optional: ["courses"], checks: [["level", SKILL_LEVELS2]] },
  { table: "dances", required: ["genre", "level"], optional: ["courses"], checks: [["level", SKILL_LEVELS2]] },
  {
    table: "riding_skills",
    required: ["activity", "level"],
    optional: [],
    checks: [["level", SKILL_LEVELS2]]
  },
  { table: "languages", required: ["language", "level"], optional: [], checks: [["level", LANGUAGE_LEVELS2]] },
  {
    table: "distinctive_marks",
    required: ["type", "location"],
    optional: ["description"],
    checks: [["type", MARK_TYPES2]]
  }
];
async function up4(db) {
  for (const [column, type, notNullDefault] of PROFILE_COLUMNS) {
    await db.schema.alterTable("talent_profiles").addColumn(
      column,
      type,
      (col) => notNullDefault === void 0 ? col : col.notNull().defaultTo(notNullDefault)
    ).execute();
  }
  for (const { table, required, optional, checks } of SKILL_TABLES) {
    let builder = db.schema.createTable(table).addColumn("id", "text", (col) => col.primaryKey()).addColumn(
      "talent_profile_id",
      "text",
      (col) => col.notNull().references("talent_profiles.id").onDelete("cascade")
    );
    for (const column of required) {
      const values = checks.find(([name2]) => name2 === column)?.[1];
      builder = builder.addColumn(
        column,
        "text",
        (col) => values ? col.notNull().check(sqlIn3(column, values)) : col.notNull()
      );
    }
    for (const column of optional) builder = builder.addColumn(column, "text");
    await builder.addColumn("created_at", "text", (col) => col.notNull()).execute();
    await db.schema.createIndex(`${table}_profile_idx`).on(table).columns(["talent_profile_id", "created_at"]).execute();
  }
}
async function down4(db) {
  for (const { table } of SKILL_TABLES) await db.schema.dropTable(table).execute();
  for (const [column] of PROFILE_COLUMNS) {
    await db.schema.alterTable("talent_profiles").dropColumn(column).execute();
  }
}

// src/db/migrations.ts
var migrations = {
  "0001-initial": initial_exports,
  "0002-castings-applications": castings_applications_exports,
  "0003-published-search-and-list-indexes": published_search_and_list_indexes_exports,
  "0004-talent-profile-and-skills": talent_profile_and_skills_exports
};
async function migrationTableSchema(db) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter4)) return void 0;
  const { rows } = await sql7`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
async function migrator(db) {
  const schema = await migrationTableSchema(db);
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...schema ? { migrationTableSchema: schema } : {}
  });
}
async function migrateToLatest(db) {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const name2 = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name2}: ${String(error)}`, { cause: error });
  }
}

// src/plugins/db.ts
var dbPlugin = fp3(async (app, { db }) => {
  app.decorate("db", db);
  app.addHook("onClose", async () => {
    await db.destroy();
  });
  await migrateToLatest(db);
});

// src/plugins/docs.ts
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";

// ../../packages/contract/src/app-info.ts
var APP_VERSION = "1.0.0";

// src/plugins/docs.ts
import fp4 from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
var docsPlugin = fp4(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Talent Portal API",
        description: "The HTTP API of the Talent Portal. Success answers are `{ data }`; errors are `{ statusCode, code, message, fields? }`.",
        version: APP_VERSION
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } }
      }
    },
    transform: jsonSchemaTransform
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // Swagger UI needs its own (hashed) inline bits; the web app's stricter policy stays everywhere else.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, "")
  });
});

// src/plugins/security-headers.ts
import helmet from "@fastify/helmet";
import fp5 from "fastify-plugin";
var WEB_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  mediaSrc: ["'self'", "blob:"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"]
};
var securityHeadersPlugin = fp5(async (app) => {
  await app.register(helmet, {
    global: true,
    // useDefaults off: helmet's default upgrade-insecure-requests would break plain-http installs.
    contentSecurityPolicy: { useDefaults: false, directives: WEB_CSP_DIRECTIVES },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The legacy twin of frame-ancestors 'none', for browsers that ignore CSP.
    frameguard: { action: "deny" },
    // Media is embedded by the same origin only; cross-origin isolation headers would add nothing.
    crossOriginEmbedderPolicy: false
  });
});

// src/plugins/static-web.ts
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import fp6 from "fastify-plugin";
var WEB_NOT_BUILT_MESSAGE = "The Talent Portal web app is not built. Run `npm run build` (or `npm start`), then reload this page.";
var ONE_YEAR = "public, max-age=31536000, immutable";
var escapeHtml = (value) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
function withAgencyUrl(html, agencyUrl) {
  return html.replace(
    /<meta\b[^>]*\bname=["']agency-url["'][^>]*>/i,
    (tag) => /\bcontent=/i.test(tag) ? tag.replace(/\bcontent=(["'])[^"']*\1/i, `content="${escapeHtml(agencyUrl)}"`) : tag.replace(/\s*\/?>$/, ` content="${escapeHtml(agencyUrl)}">`)
  );
}
var isServerPath = (path) => path === "/api" || path.startsWith("/api/") || path === "/media" || path.startsWith("/media/") || path.startsWith("/assets/");
var staticWebPlugin = fp6(async (app, options) => {
  const indexFile = join(options.webDistDir, "index.html");
  let cached;
  async function sendIndex(reply) {
    let mtimeMs;
    try {
      mtimeMs = (await stat(indexFile)).mtimeMs;
    } catch {
      return reply.code(503).type("text/plain; charset=utf-8").header("cache-control", "no-store").send(WEB_NOT_BUILT_MESSAGE);
    }
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: withAgencyUrl(await readFile(indexFile, "utf8"), options.agencyUrl) };
    }
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(cached.html);
  }
  if (existsSync(options.webDistDir)) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: "/",
      index: false,
      cacheControl: false,
      dotfiles: "ignore",
      // index.html always goes through sendIndex, which fills in the agency URL.
      allowedPath: (pathName) => pathName !== "/index.html",
      setHeaders: (reply, path) => {
        reply.header(
          "cache-control",
          path.startsWith(join(options.webDistDir, "assets")) ? ONE_YEAR : "no-cache"
        );
      }
    });
  }
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    cacheControl: false,
    dotfiles: "deny",
    // Media files are stored under random names and never rewritten, so they can be cached for good.
    setHeaders: (reply) => {
      reply.header("cache-control", ONE_YEAR);
      reply.header("x-content-type-options", "nosniff");
    }
  });
  app.get("/", { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if ((request.method === "GET" || request.method === "HEAD") && !isServerPath(path))
      return sendIndex(reply);
    return sendNotFound(reply);
  });
});

// src/app.ts
var JSON_BODY_LIMIT = 1024 * 1024;
async function buildApp(config, options = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization"],
      ...options.logStream ? { stream: options.logStream } : {}
    },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT
  }).withTypeProvider();
  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.removeContentTypeParser("text/plain");
    await app.register(errorsPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(
        429,
        "TOO_MANY_REQUESTS",
        "Too many requests. Please wait a few minutes and try again."
      )
    });
    await app.register(docsPlugin);
    const db = createDatabase(config.database, {
      onPoolError: (error) => app.log.error({ err: error }, "database connection lost")
    });
    await app.register(dbPlugin, { db });
    const authService = new AuthService(new AuthRepository(db), config);
    await app.register(authPlugin, { authService });
    await app.register(healthRoutes, {
      prefix: "/api/health",
      healthService: new HealthService(new HealthRepository(db))
    });
    await app.register(authRoutes, {
      prefix: "/api/auth",
      authService,
      registerMaxPerIp: config.registerMaxPerIp
    });
    await app.register(staffAuthRoutes, { prefix: "/api/staff/auth", authService });
    const castingsRepository = new CastingsRepository(db);
    const applicationsRepository = new ApplicationsRepository(db);
    const profilesRepository = new ProfilesRepository(db);
    await app.register(castingsRoutes, {
      prefix: "/api/castings",
      castingsService: new CastingsService(castingsRepository, applicationsRepository)
    });
    await app.register(applicationsRoutes, {
      prefix: "/api/applications",
      applicationsService: new ApplicationsService(
        applicationsRepository,
        castingsRepository,
        profilesRepository
      )
    });
    const profilesService = new ProfilesService(profilesRepository);
    await app.register(profilesRoutes, { prefix: "/api/profiles", profilesService });
    await app.register(skillsRoutes, {
      prefix: "/api/skills",
      skillsService: new SkillsService(new SkillsRepository(db), profilesService)
    });
    await app.register(staticWebPlugin, {
      webDistDir: config.webDistDir,
      mediaDir: config.mediaDir,
      agencyUrl: config.agencyUrl
    });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {
    });
    throw error;
  }
  return app;
}

// src/config.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isAbsolute, join as join2, resolve } from "node:path";
import { z as z13 } from "zod";
var ConfigError = class extends Error {
};
var DEMO_TALENT_EMAIL = "demo@talentportal.ro";
var DEMO_TALENT_PASSWORD = "Demo1234!";
var DEMO_CLIENT_EMAIL = "castinguri@talentportal.ro";
var positiveInt = (fallback) => z13.coerce.number().int().positive().default(fallback);
var envSchema = z13.object({
  PORT: z13.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z13.string().min(1).default("0.0.0.0"),
  DATA_DIR: z13.string().min(1).default("./data"),
  DATABASE_URL: z13.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql:// (leave it unset for SQLite)").optional(),
  JWT_SECRET: z13.string().min(32, "must be at least 32 characters").optional(),
  WEB_DIST_DIR: z13.string().min(1).optional(),
  AGENCY_URL: z13.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).default("https://example.com"),
  LOG_LEVEL: z13.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z13.string().default("false"),
  LOGIN_MAX_FAILURES_PER_EMAIL: positiveInt(5),
  LOGIN_MAX_ATTEMPTS_PER_IP: positiveInt(100),
  REGISTER_MAX_PER_IP: positiveInt(50),
  SEED_DEMO: z13.string().trim().toLowerCase().pipe(z13.enum(["true", "false", "1", "0"], { error: "must be true or false" })).default("true")
});
function parseTrustProxy(value) {
  const normalized = value.trim().toLowerCase();
  if (normalized === "true" || normalized === "1") return true;
  if (normalized === "false" || normalized === "0" || normalized === "") return false;
  return value.trim();
}
function loadOrCreateJwtSecret(dataDir) {
  const file = join2(dataDir, "jwt-secret");
  try {
    const stored = Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
    if (stored.length >= 32) return new Uint8Array(stored);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  const secret = randomBytes3(64);
  try {
    writeFileSync(file, `${secret.toString("base64url")}
`, { mode: 384, flag: "wx" });
  } catch (error) {
    if (error.code === "EEXIST") return loadOrCreateJwtSecret(dataDir);
    throw error;
  }
  chmodSync(file, 384);
  return new Uint8Array(secret);
}
function defaultWebDistDir() {
  return resolve(import.meta.dirname, "../../web/dist");
}
function loadConfig(env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name2 = issue?.path.join(".") || "environment";
    throw new ConfigError(`Invalid configuration: ${name2} ${issue?.message ?? "is invalid"}`);
  }
  const values = parsed.data;
  const dataDir = resolve(process.cwd(), values.DATA_DIR);
  const mediaDir = join2(dataDir, "media");
  try {
    mkdirSync(mediaDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`Invalid configuration: DATA_DIR ${dataDir} cannot be created (${String(error)})`);
  }
  const webDistDir = values.WEB_DIST_DIR ? isAbsolute(values.WEB_DIST_DIR) ? values.WEB_DIST_DIR : resolve(process.cwd(), values.WEB_DIST_DIR) : defaultWebDistDir();
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    mediaDir,
    database: values.DATABASE_URL ? { kind: "postgres", url: values.DATABASE_URL } : { kind: "sqlite", file: join2(dataDir, "talent-portal.db") },
    jwtSecret: values.JWT_SECRET ? new TextEncoder().encode(values.JWT_SECRET) : loadOrCreateJwtSecret(dataDir),
    webDistDir,
    agencyUrl: values.AGENCY_URL,
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    loginWindowSeconds: 15 * 60,
    loginMaxFailuresPerEmail: values.LOGIN_MAX_FAILURES_PER_EMAIL,
    loginMaxAttemptsPerIp: values.LOGIN_MAX_ATTEMPTS_PER_IP,
    registerMaxPerIp: values.REGISTER_MAX_PER_IP,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    seedDemo: values.SEED_DEMO === "true" || values.SEED_DEMO === "1"
  };
}

// src/modules/demo/demo-seed.ts
import { randomBytes as randomBytes4, randomUUID as randomUUID7 } from "node:crypto";
import { rm as rm2 } from "node:fs/promises";

// src/modules/demo/cover-images.ts
import { randomUUID as randomUUID5 } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import { join as join3 } from "node:path";
import sharp from "sharp";

// src/modules/demo/prng.ts
function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (probability) => next() < probability
  };
}

// src/modules/demo/cover-images.ts
var DISPLAY = { width: 1600, height: 900 };
var THUMB_WIDTH = 400;
function coverSvg(design) {
  const random = seededRandom(49374 + design * 7919);
  const hue = (design * 47 + random.int(0, 30)) % 360;
  const second = (hue + random.int(40, 120)) % 360;
  const { width, height } = DISPLAY;
  const circles = Array.from({ length: 3 }, () => {
    const r = random.int(80, 320);
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="#fff" fill-opacity="${(random.int(6, 18) / 100).toFixed(2)}"/>`;
  }).join("");
  const peak = random.int(300, 1300);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},65%,52%)"/>
      <stop offset="1" stop-color="hsl(${second},60%,24%)"/>
    </linearGradient>
    <radialGradient id="l"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${random.int(200, 1400)}" cy="${random.int(150, 500)}" r="${random.int(300, 500)}" fill="url(#l)"/>
  ${circles}
  <polygon points="0,${height} ${peak},${random.int(380, 620)} ${width},${height}" fill="#000" fill-opacity="0.2"/>
</svg>`;
}
async function writeAtomically(image, path) {
  const temporary = `${path}.${randomUUID5()}.tmp`;
  try {
    await image.toFile(temporary);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
async function generateCoverImages(mediaDir, count) {
  const folder = join3(mediaDir, "castings");
  await mkdir(folder, { recursive: true });
  return Promise.all(
    Array.from({ length: count }, async (_, design) => {
      const raw = await sharp(Buffer.from(coverSvg(design))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const image = () => sharp(raw.data, { raw: raw.info });
      const id = randomUUID5();
      const display = join3(folder, `${id}-display.webp`);
      const thumbnail = join3(folder, `${id}-thumb.webp`);
      await writeAtomically(image().webp({ quality: 80 }), display);
      await writeAtomically(image().resize(THUMB_WIDTH).webp({ quality: 78 }), thumbnail);
      return {
        displayUrl: `/media/castings/${id}-display.webp`,
        thumbnailUrl: `/media/castings/${id}-thumb.webp`,
        files: [display, thumbnail]
      };
    })
  );
}

// src/modules/demo/demo.repository.ts
import { randomUUID as randomUUID6 } from "node:crypto";
var toNumber3 = (value) => Number(value ?? 0);
var DemoRepository = class {
  constructor(db) {
    this.db = db;
  }
  /** The demo may only go into a database that has neither users nor castings. */
  async isEmpty(db = this.db) {
    const users = await db.selectFrom("users").select((eb) => eb.fn.countAll().as("total")).executeTakeFirst();
    const castings = await db.selectFrom("castings").select((eb) => eb.fn.countAll().as("total")).executeTakeFirst();
    return toNumber3(users?.total) === 0 && toNumber3(castings?.total) === 0;
  }
  /** The id of the user with this e-mail, inserting `user` first if there is none. */
  async ensureUser(user) {
    const existing = await this.db.selectFrom("users").select("id").where("email", "=", user.email).executeTakeFirst();
    if (existing) return existing.id;
    await this.db.insertInto("users").values(user).execute();
    return user.id;
  }
  /**
   * Everything in one transaction, after checking again inside it that the database is still
   * empty (another process may have seeded meanwhile). Returns false, having written nothing, if not.
   */
  insertIfEmpty(data) {
    return this.db.transaction().execute(async (trx) => {
      if (!await this.isEmpty(trx)) return false;
      await trx.insertInto("users").values(data.users).execute();
      await trx.insertInto("talent_profiles").values(data.profiles).execute();
      await new CastingsRepository(trx).insertMany(data.castings);
      const profileId = data.profiles[0].id;
      for (const application of data.applications) {
        const id = randomUUID6();
        const first = application.history[0];
        const last = application.history.at(-1);
        await trx.insertInto("applications").values({
          id,
          casting_id: application.castingId,
          talent_profile_id: profileId,
          message: application.message,
          status: last.status,
          applied_at: first.changedAt,
          updated_at: last.changedAt
        }).execute();
        await trx.insertInto("application_status_changes").values(
          application.history.map((change, index) => ({
            id: randomUUID6(),
            application_id: id,
            status: change.status,
            changed_at: change.changedAt,
            changed_by_user_id: index === 0 ? null : data.changedByUserId
          }))
        ).execute();
      }
      return true;
    });
  }
};

// src/modules/demo/demo-catalogue.ts
var CITY_NAMES = {
  Bucuresti: "Bucure\u0219ti",
  "Cluj-Napoca": "Cluj-Napoca",
  Timisoara: "Timi\u0219oara",
  Iasi: "Ia\u0219i",
  Constanta: "Constan\u021Ba",
  Craiova: "Craiova",
  Brasov: "Bra\u0219ov",
  Galati: "Gala\u021Bi",
  Ploiesti: "Ploie\u0219ti",
  Oradea: "Oradea",
  Braila: "Br\u0103ila",
  Arad: "Arad",
  Pitesti: "Pite\u0219ti",
  Sibiu: "Sibiu",
  Bacau: "Bac\u0103u",
  "Targu Mures": "T\xE2rgu Mure\u0219",
  "Baia Mare": "Baia Mare",
  Buzau: "Buz\u0103u",
  "Satu Mare": "Satu Mare",
  Botosani: "Boto\u0219ani",
  Suceava: "Suceava"
};
var TEMPLATES = [
  {
    projectType: "TV_SERIES",
    title: (city) => `Figuran\u021Bi pentru serialul \u201EVlad\u201D \u2014 ${city}`,
    shortDescription: "C\u0103ut\u0103m figuran\u021Bi de toate v\xE2rstele pentru scene de strad\u0103 \u0219i de pia\u021B\u0103.",
    description: (city) => `Produc\u021Bia filmeaz\u0103 noul sezon \xEEn ${city} \u0219i are nevoie de figuran\u021Bi pentru scene de mul\u021Bime.

Veni\u021Bi cu \u021Binut\u0103 de zi cu zi, f\u0103r\u0103 logo-uri vizibile. Oferim mas\u0103 cald\u0103, ap\u0103 \u0219i transport de la punctul de \xEEnt\xE2lnire.`,
    ageRanges: [{ min: 18, max: 65 }],
    gender: null,
    duration: "2 zile",
    remuneration: { amount: 250, type: "per_day" },
    diffusionType: "TV na\u021Bional, streaming"
  },
  {
    projectType: "COMMERCIAL",
    title: (city) => `Reclam\u0103 TV pentru o banc\u0103 \u2014 familie t\xE2n\u0103r\u0103 din ${city}`,
    shortDescription: "Cuplu \u0219i un copil de 5\u20138 ani pentru un spot de 30 de secunde.",
    description: (city) => `C\u0103ut\u0103m o familie care s\u0103 par\u0103 fireasc\u0103 \xEEn fa\u021Ba camerei: doi p\u0103rin\u021Bi \u0219i un copil. Filmarea are loc \xEEntr-un apartament din ${city}.

Nu este nevoie de experien\u021B\u0103; conteaz\u0103 naturale\u021Bea \u0219i buna dispozi\u021Bie.`,
    ageRanges: [
      { min: 5, max: 8 },
      { min: 28, max: 40 }
    ],
    gender: null,
    duration: "1 zi",
    remuneration: { amount: 3500, type: "per_project" },
    diffusionType: "TV, online, cinema"
  },
  {
    projectType: "FEATURE_FILM",
    title: (city) => `Lungmetraj \u201EIarna lui \u0218tefan\u201D \u2014 roluri secundare \xEEn ${city}`,
    shortDescription: "Actori cu experien\u021B\u0103 pentru trei roluri secundare cu replici.",
    description: (city) => `Un film de autor despre o familie care se re\xEEnt\xE2lne\u0219te dup\u0103 dou\u0103zeci de ani. Film\u0103rile au loc \xEEn ${city} \u0219i \xEEn \xEEmprejurimi.

Trimite\u021Bi un monolog de cel mult dou\u0103 minute; preselec\u021Bia se face pe baza \xEEnregistr\u0103rilor.`,
    ageRanges: [{ min: 30, max: 60 }],
    gender: null,
    duration: "12 zile de filmare",
    remuneration: { amount: 900, type: "per_day" },
    diffusionType: "Cinema, festivaluri"
  },
  {
    projectType: "MUSIC_VIDEO",
    title: (city) => `Dansatori pentru un videoclip muzical \xEEn ${city}`,
    shortDescription: "Dansatori contemporani \u0219i hip-hop pentru o coregrafie de grup.",
    description: (city) => `Artistul \xEE\u0219i lanseaz\u0103 noul single \u0219i filmeaz\u0103 videoclipul \xEEntr-o hal\u0103 industrial\u0103 din ${city}.

Coregrafia se \xEEnva\u021B\u0103 \xEEn dou\u0103 repeti\u021Bii pl\u0103tite. Aduce\u021Bi \xEEnc\u0103l\u021B\u0103minte comod\u0103 \u0219i haine \xEEn tonuri \xEEnchise.`,
    ageRanges: [{ min: 18, max: 30 }],
    gender: null,
    duration: "3 zile (2 repeti\u021Bii + filmare)",
    remuneration: { amount: 90, type: "per_hour" },
    diffusionType: "YouTube, re\u021Bele sociale"
  },
  {
    projectType: "FASHION_SHOW",
    title: (city) => `Modele pentru Gala Modei Rom\xE2ne\u0219ti \u2014 ${city}`,
    shortDescription: "Modele cu experien\u021B\u0103 de podium pentru o prezentare de colec\u021Bie.",
    description: (city) => `Designeri tineri \xEE\u0219i prezint\u0103 colec\u021Biile de toamn\u0103\u2013iarn\u0103 la o gal\u0103 \xEEn ${city}.

Probele de costume au loc cu o zi \xEEnainte. \xCEn\u0103l\u021Bime minim\u0103 170 cm pentru femei \u0219i 182 cm pentru b\u0103rba\u021Bi.`,
    ageRanges: [{ min: 18, max: 28 }],
    gender: "FEMALE",
    duration: "2 zile",
    remuneration: { amount: 1200, type: "per_project" },
    diffusionType: "Eveniment live, pres\u0103"
  },
  {
    projectType: "PHOTO_SHOOT",
    title: (city) => `\u0218edin\u021B\u0103 foto de toamn\u0103 pentru un magazin online \u2014 ${city}`,
    shortDescription: "Modele pentru fotografii de catalog: paltoane, pulovere \u0219i accesorii.",
    description: (city) => `Un magazin online de \xEEmbr\u0103c\u0103minte caut\u0103 chipuri noi pentru catalogul de sezon. \u0218edin\u021Ba are loc \xEEntr-un studio din ${city}, cu machiaj \u0219i coafur\u0103 asigurate.

Fotografiile vor fi folosite pe site \u0219i \xEEn campaniile de pe re\u021Belele sociale.`,
    ageRanges: [{ min: 20, max: 35 }],
    gender: null,
    duration: "1 zi",
    remuneration: { amount: 120, type: "per_hour" },
    diffusionType: "Online"
  },
  {
    projectType: "THEATRE",
    title: (city) => `Actori pentru spectacolul \u201E\u021Aara cu dor\u201D \u2014 Teatrul din ${city}`,
    shortDescription: "Distribu\u021Bie pentru o pies\u0103 nou\u0103, cu repeti\u021Bii timp de \u0219ase s\u0103pt\u0103m\xE2ni.",
    description: (city) => `Teatrul din ${city} preg\u0103te\u0219te premiera stagiunii: o poveste despre plecare \u0219i \xEEntoarcere.

Audi\u021Biile constau \xEEntr-un monolog la alegere \u0219i o scurt\u0103 improviza\u021Bie. Se caut\u0103 actori cu dic\u021Bie bun\u0103 \u0219i disponibilitate pentru turneu.`,
    ageRanges: [{ min: 22, max: 50 }],
    gender: null,
    duration: "6 s\u0103pt\u0103m\xE2ni de repeti\u021Bii",
    remuneration: { amount: 7e3, type: "per_project" },
    diffusionType: "Scen\u0103, turneu na\u021Bional"
  },
  {
    projectType: "SHORT_FILM",
    title: (city) => `Scurtmetraj studen\u021Besc \u201E\xCEnghe\u021Bat\u0103 de fistic\u201D \u2014 ${city}`,
    shortDescription: "Rol principal feminin pentru un film de licen\u021B\u0103.",
    description: (city) => `Studen\u021Bii de la regie filmeaz\u0103 \xEEn ${city} un scurtmetraj despre o var\u0103 \xEEn care nimic nu merge cum trebuie.

Proiectul nu este pl\u0103tit, dar oferim credit pe generic, materialele filmate pentru showreel \u0219i masa \xEEn zilele de filmare.`,
    ageRanges: [{ min: 18, max: 26 }],
    gender: "FEMALE",
    duration: "4 zile",
    remuneration: null,
    diffusionType: "Festivaluri de film studen\u021Besc"
  },
  {
    projectType: "EVENT",
    title: (city) => `Hostess \u0219i stewarzi pentru un festival de muzic\u0103 \u2014 ${city}`,
    shortDescription: "Echip\u0103 de primire a publicului pentru trei seri de concerte.",
    description: (city) => `Un festival de muzic\u0103 din ${city} are nevoie de hostess \u0219i stewarzi la intr\u0103ri \u0219i \xEEn zona VIP.

C\u0103ut\u0103m persoane z\xE2mbitoare, punctuale, care vorbesc engleza. Tricourile \u0219i acredit\u0103rile sunt asigurate.`,
    ageRanges: [{ min: 18, max: 35 }],
    gender: null,
    duration: "3 seri",
    remuneration: { amount: 45, type: "per_hour" },
    diffusionType: null
  },
  {
    projectType: "COMMERCIAL",
    title: (city) => `Spot publicitar pentru o cafenea \u2014 actri\u021B\u0103 25\u201335 de ani, ${city}`,
    shortDescription: "Actri\u021B\u0103 pentru rolul principal \xEEntr-un spot de 30 de secunde.",
    description: (city) => `Un lan\u021B de cafenele \xEE\u0219i deschide prima loca\u021Bie \xEEn ${city} \u0219i filmeaz\u0103 un spot despre dimine\u021Bi lini\u0219tite.

Rolul nu are replici; conteaz\u0103 expresivitatea. Filmarea dureaz\u0103 o zi, cu o prob\u0103 de costume \xEEnainte.`,
    ageRanges: [{ min: 25, max: 35 }],
    gender: "FEMALE",
    duration: "1 zi",
    remuneration: { amount: 1800, type: "per_project" },
    diffusionType: "Online, cinema"
  },
  {
    projectType: "TV_SERIES",
    title: (city) => `Copii actori pentru un serial de familie \u2014 ${city}`,
    shortDescription: "Copii \xEEntre 8 \u0219i 13 ani pentru roluri recurente.",
    description: (city) => `Un serial de familie filmat \xEEn ${city} caut\u0103 trei copii pentru rolurile fra\u021Bilor din poveste.

Film\u0103rile se organizeaz\u0103 \xEEn afara programului \u0219colar, cu acordul \u0219i prezen\u021Ba unui p\u0103rinte.`,
    ageRanges: [{ min: 8, max: 13 }],
    gender: null,
    duration: "Sezon de 10 episoade",
    remuneration: { amount: 400, type: "per_day" },
    diffusionType: "TV na\u021Bional"
  },
  {
    projectType: "FEATURE_FILM",
    title: (city) => `Film istoric \u201ECetatea de pe deal\u201D \u2014 c\u0103l\u0103re\u021Bi \u0219i figuran\u021Bi, ${city}`,
    shortDescription: "Figuran\u021Bi pentru scene de lupt\u0103 \u0219i c\u0103l\u0103re\u021Bi cu experien\u021B\u0103.",
    description: (city) => `O coproduc\u021Bie european\u0103 filmeaz\u0103 l\xE2ng\u0103 ${city} scene medievale de amploare.

C\u0103l\u0103re\u021Bii trebuie s\u0103 st\u0103p\xE2neasc\u0103 mersul la trap \u0219i la galop. Costumele, b\u0103rbile false \u0219i perucile sunt asigurate de produc\u021Bie.`,
    ageRanges: [{ min: 20, max: 55 }],
    gender: "MALE",
    duration: "5 zile",
    remuneration: { amount: 350, type: "per_day" },
    diffusionType: "Cinema, streaming"
  },
  {
    projectType: "OTHER",
    title: (city) => `Figuran\u021Bi speciali pentru un documentar despre meserii vechi \u2014 ${city}`,
    shortDescription: "Me\u0219te\u0219ugari \u0219i persoane care \u0219tiu o meserie tradi\u021Bional\u0103.",
    description: (city) => `Un documentar despre meseriile pe cale de dispari\u021Bie se filmeaz\u0103 \xEEn ${city}: olari, fierari, \u021Bes\u0103toare, cojocari.

Dac\u0103 practica\u021Bi o meserie tradi\u021Bional\u0103, v\u0103 rug\u0103m s\u0103 ne scrie\u021Bi c\xE2teva r\xE2nduri despre ea.`,
    ageRanges: [{ min: 40, max: 85 }],
    gender: null,
    duration: "1 zi",
    remuneration: null,
    diffusionType: "Televiziune public\u0103"
  },
  {
    projectType: "PHOTO_SHOOT",
    title: (city) => `Catalog de ochelari: modele cu tr\u0103s\u0103turi expresive \u2014 ${city}`,
    shortDescription: "Chipuri cu personalitate pentru o campanie de ochelari.",
    description: (city) => `Un optician din ${city} lanseaz\u0103 o colec\u021Bie de rame \u0219i caut\u0103 chipuri cu tr\u0103s\u0103turi puternice, nu neap\u0103rat modele profesioniste.

\u0218edin\u021Ba dureaz\u0103 aproximativ patru ore, \xEEn studio.`,
    ageRanges: [
      { min: 20, max: 30 },
      { min: 45, max: 65 }
    ],
    gender: null,
    duration: "4 ore",
    remuneration: { amount: 600, type: "per_project" },
    diffusionType: "Online, afi\u0219aj stradal"
  },
  {
    projectType: "MUSIC_VIDEO",
    title: (city) => `Videoclip folk: cuplu pentru scene \xEEn natur\u0103 \u2014 ${city}`,
    shortDescription: "Un cuplu pentru o poveste de dragoste filmat\u0103 la r\u0103s\u0103rit.",
    description: (city) => `O trup\u0103 de folk filmeaz\u0103 l\xE2ng\u0103 ${city} un videoclip cu un cuplu care se plimb\u0103 prin livezi \u0219i pe dealuri.

Filmarea \xEEncepe devreme, la r\u0103s\u0103rit; transportul din ora\u0219 este asigurat.`,
    ageRanges: [{ min: 22, max: 35 }],
    gender: null,
    duration: "1 zi",
    remuneration: { amount: 700, type: "per_project" },
    diffusionType: "YouTube"
  },
  {
    projectType: "EVENT",
    title: (city) => `Promoteri pentru lansarea unui parfum \u2014 ${city}`,
    shortDescription: "Promoteri pentru un weekend de degust\u0103ri olfactive \xEEn mall.",
    description: (city) => `Un brand de parfumuri \xEE\u0219i prezint\u0103 noua colec\u021Bie \xEEntr-un mall din ${city}.

C\u0103ut\u0103m persoane comunicative, cu aspect \xEEngrijit. Instruirea despre produse are loc vineri seara.`,
    ageRanges: [{ min: 19, max: 32 }],
    gender: null,
    duration: "Un weekend",
    remuneration: { amount: 40, type: "per_hour" },
    diffusionType: null
  },
  {
    projectType: "COMMERCIAL",
    title: (city) => `Reclam\u0103 la ciocolat\u0103 \u2014 bunici \u0219i nepo\u021Bi, ${city}`,
    shortDescription: "Bunici \u0219i nepo\u021Bi, ideal din aceea\u0219i familie, pentru un spot de s\u0103rb\u0103tori.",
    description: (city) => `Spotul de s\u0103rb\u0103tori al unui produc\u0103tor de ciocolat\u0103 se filmeaz\u0103 \xEEntr-o cas\u0103 veche din ${city}.

C\u0103ut\u0103m bunici \u0219i nepo\u021Bi care se \xEEn\u021Beleg bine: complicitatea lor este povestea reclamei.`,
    ageRanges: [
      { min: 6, max: 10 },
      { min: 60, max: 80 }
    ],
    gender: null,
    duration: "1 zi",
    remuneration: { amount: 2500, type: "per_project" },
    diffusionType: "TV, online"
  },
  {
    projectType: "THEATRE",
    title: (city) => `Audi\u021Bii pentru musicalul \u201EStrada M\xE2ntuleasa\u201D \u2014 ${city}`,
    shortDescription: "Actori care c\xE2nt\u0103 \u0219i danseaz\u0103 pentru un musical original.",
    description: (city) => `Un musical inspirat de Bucure\u0219tiul interbelic ajunge \xEEn ${city}. C\u0103ut\u0103m voci bune \u0219i actori care se mi\u0219c\u0103 bine pe scen\u0103.

Preg\u0103ti\u021Bi un c\xE2ntec la alegere \u0219i o scurt\u0103 secven\u021B\u0103 de dans.`,
    ageRanges: [{ min: 20, max: 45 }],
    gender: null,
    duration: "Stagiune de 3 luni",
    remuneration: { amount: 9e3, type: "per_project" },
    diffusionType: "Scen\u0103"
  },
  {
    projectType: "SHORT_FILM",
    title: (city) => `Scurtmetraj de fic\u021Biune: rol principal masculin \u2014 ${city}`,
    shortDescription: "Un actor pentru rolul unui paznic de noapte \xEEntr-un scurtmetraj.",
    description: (city) => `Un regizor debutant filmeaz\u0103 \xEEn ${city} un scurtmetraj despre singur\u0103tatea turei de noapte.

Rolul are multe scene f\u0103r\u0103 replici; c\u0103ut\u0103m un actor cu o prezen\u021B\u0103 calm\u0103.`,
    ageRanges: [{ min: 35, max: 55 }],
    gender: "MALE",
    duration: "3 nop\u021Bi",
    remuneration: { amount: 500, type: "per_day" },
    diffusionType: "Festivaluri"
  },
  {
    projectType: "TV_SERIES",
    title: (city) => `Emisiune de divertisment: public \xEEn studio \u2014 ${city}`,
    shortDescription: "Public entuziast pentru \xEEnregistrarea a patru edi\u021Bii.",
    description: (city) => `O emisiune de divertisment \xEEnregistreaz\u0103 patru edi\u021Bii \xEEntr-un studio din ${city}.

C\u0103ut\u0103m public care s\u0103 aplaude, s\u0103 r\xE2d\u0103 \u0219i s\u0103 participe la jocuri. \u021Ainut\u0103 elegant\u0103, \xEEn culori vii.`,
    ageRanges: [{ min: 18, max: 70 }],
    gender: null,
    duration: "4 seri",
    remuneration: { amount: 100, type: "per_day" },
    diffusionType: "TV na\u021Bional"
  },
  {
    projectType: "FASHION_SHOW",
    title: (city) => `Prezentare de costume populare reinterpretate \u2014 ${city}`,
    shortDescription: "Modele pentru o colec\u021Bie care reinterpreteaz\u0103 ia \u0219i cojocul.",
    description: (city) => `O designeri\u021B\u0103 din ${city} prezint\u0103 o colec\u021Bie inspirat\u0103 de costumul popular rom\xE2nesc, reinterpretat pentru zilele noastre.

Prezentarea are loc \xEEntr-un muzeu, urmat\u0103 de o \u0219edin\u021B\u0103 foto pentru pres\u0103.`,
    ageRanges: [{ min: 18, max: 30 }],
    gender: null,
    duration: "1 zi",
    remuneration: { amount: 800, type: "per_project" },
    diffusionType: "Eveniment live, pres\u0103, online"
  }
];
var OTHER_STATUSES = /* @__PURE__ */ new Map([
  [3, "DRAFT"],
  [17, "DRAFT"],
  [33, "DRAFT"],
  [47, "DRAFT"],
  [7, "CLOSED"],
  [22, "CLOSED"],
  [38, "CLOSED"],
  [54, "CLOSED"],
  [11, "CANCELLED"],
  [29, "CANCELLED"],
  [58, "CANCELLED"],
  [14, "SUSPENDED"],
  [41, "SUSPENDED"],
  [61, "SUSPENDED"]
]);
var HOUR = 60 * 60 * 1e3;
var DAY = 24 * HOUR;
var CASTINGS_PER_CITY = 3;
var COVER_DESIGNS = 10;
function buildDemoCatalogue(now, random) {
  const castings = [];
  CITIES.forEach((city, cityIndex) => {
    for (let slot = 0; slot < CASTINGS_PER_CITY; slot += 1) {
      const index = castings.length;
      const template = TEMPLATES[(cityIndex * CASTINGS_PER_CITY + slot * 7) % TEMPLATES.length];
      const cityName = CITY_NAMES[city];
      const status = OTHER_STATUSES.get(index) ?? "PUBLISHED";
      const published = now.getTime() - 2 * HOUR - index * 11 * HOUR - random.int(0, 50) * 6e4;
      const castingDay = new Date(now.getTime() + random.int(-20, 45) * DAY);
      const shootingDay = new Date(castingDay.getTime() + random.int(3, 30) * DAY);
      const remuneration = template.remuneration ? {
        // Some variety around the template's fee, in round figures.
        amount: Math.max(
          10,
          Math.round(template.remuneration.amount * (0.8 + random.next() * 0.5) / 10) * 10
        ),
        currency: CURRENCY,
        type: template.remuneration.type
      } : null;
      castings.push({
        payload: {
          title: template.title(cityName),
          projectType: template.projectType,
          shortDescription: template.shortDescription,
          description: template.description(cityName),
          location: city,
          castingDate: todayIsoDate(castingDay),
          shootingDate: todayIsoDate(shootingDay),
          ageRanges: template.ageRanges,
          gender: template.gender,
          duration: template.duration,
          remuneration,
          diffusionType: template.diffusionType,
          status: "PUBLISHED"
        },
        status,
        publishedAt: status === "DRAFT" ? null : new Date(published).toISOString(),
        createdAt: new Date(published - random.int(1, 5) * DAY).toISOString(),
        coverDesign: index % 9 === 4 ? null : index * 7 % COVER_DESIGNS
      });
    }
  });
  return castings;
}
var DEMO_APPLICATIONS = [
  {
    castingIndex: 9,
    message: "Bun\u0103 ziua! Am mai jucat \xEEn dou\u0103 reclame \u0219i sunt disponibil\u0103 \xEEn zilele de filmare.",
    history: [{ status: "PENDING", hoursAgo: 30 }]
  },
  {
    castingIndex: 31,
    message: "Am experien\u021B\u0103 ca figurant\u0103 \u0219i pot veni cu \u021Binutele cerute.",
    history: [
      { status: "PENDING", hoursAgo: 12 * 24 },
      { status: "REVIEWED", hoursAgo: 8 * 24 },
      { status: "SHORTLISTED", hoursAgo: 3 * 24 }
    ]
  },
  {
    castingIndex: 54,
    message: null,
    history: [
      { status: "PENDING", hoursAgo: 24 * 24 },
      { status: "REVIEWED", hoursAgo: 20 * 24 },
      { status: "ACCEPTED", hoursAgo: 16 * 24 }
    ]
  }
];

// src/modules/demo/demo-seed.ts
var DEMO_SEED = 20260101;
function birthDate2(now, yearsAgo) {
  const date = new Date(now);
  date.setFullYear(date.getFullYear() - yearsAgo, 5, 18);
  return todayIsoDate(date);
}
function demoData(now, passwordHashes, covers) {
  const random = seededRandom(DEMO_SEED);
  const nowIso3 = now.toISOString();
  const clientId = randomUUID7();
  const talentId = randomUUID7();
  const born = birthDate2(now, 27);
  const catalogue = buildDemoCatalogue(now, random);
  const castings = catalogue.map((casting) => {
    const cover = casting.coverDesign === null ? void 0 : covers[casting.coverDesign];
    return {
      // The titles differ city by city, so their slugs are unique without suffixes.
      ...newCastingRow(casting.payload, clientId, slugify(casting.payload.title), casting.createdAt),
      status: casting.status,
      published_at: casting.publishedAt,
      updated_at: casting.publishedAt ?? casting.createdAt,
      cover_thumbnail_url: cover?.thumbnailUrl ?? null,
      cover_display_url: cover?.displayUrl ?? null
    };
  });
  const data = {
    users: [
      {
        id: talentId,
        email: DEMO_TALENT_EMAIL,
        password_hash: passwordHashes.talent,
        role: "TALENT",
        first_name: "Andreea",
        last_name: "Popescu",
        phone: "+40721234567",
        gender: "FEMALE",
        birth_date: born,
        preferred_language: "RO",
        is_guardian_mode_enabled: 0,
        created_at: nowIso3,
        updated_at: nowIso3
      },
      {
        id: clientId,
        email: DEMO_CLIENT_EMAIL,
        password_hash: passwordHashes.client,
        role: "CLIENT",
        first_name: "Agen\u021Bia",
        last_name: "de Casting Demo",
        phone: null,
        gender: null,
        birth_date: null,
        preferred_language: "RO",
        is_guardian_mode_enabled: 0,
        created_at: nowIso3,
        updated_at: nowIso3
      }
    ],
    profiles: [
      {
        id: randomUUID7(),
        user_id: talentId,
        child_id: null,
        first_name: "Andreea",
        last_name: "Popescu",
        phone: "+40721234567",
        gender: "FEMALE",
        date_of_birth: born,
        // Complete but for the profile photo, so the dashboard shows its reminder.
        profile_photo_url: null,
        residence_city: "Bucuresti",
        height: 168,
        weight: 56,
        hair_color: "\u0218aten",
        eye_color: "C\u0103prui",
        created_at: nowIso3,
        updated_at: nowIso3
      }
    ],
    castings,
    applications: DEMO_APPLICATIONS.map((application) => ({
      castingId: castings[application.castingIndex].id,
      message: application.message,
      history: application.history.map((change) => ({
        status: change.status,
        changedAt: new Date(now.getTime() - change.hoursAgo * 60 * 60 * 1e3).toISOString()
      }))
    })),
    changedByUserId: clientId
  };
  return data;
}
async function seedDemoData(db, config, now = /* @__PURE__ */ new Date()) {
  if (!config.seedDemo) return { seeded: false, reason: "disabled" };
  const repository = new DemoRepository(db);
  if (!await repository.isEmpty()) return { seeded: false, reason: "not-empty" };
  const [talent, client, covers] = await Promise.all([
    hashPassword(DEMO_TALENT_PASSWORD),
    hashPassword(randomBytes4(32).toString("base64url")),
    generateCoverImages(config.mediaDir, COVER_DESIGNS)
  ]);
  const data = demoData(now, { talent, client }, covers);
  let inserted = false;
  try {
    inserted = await repository.insertIfEmpty(data);
  } finally {
    if (!inserted) {
      await Promise.all(covers.flatMap((cover) => cover.files).map((file) => rm2(file, { force: true })));
    }
  }
  if (!inserted) return { seeded: false, reason: "not-empty" };
  return {
    seeded: true,
    castings: data.castings.length,
    applications: data.applications.length,
    talentEmail: DEMO_TALENT_EMAIL
  };
}

// src/server.ts
var SHUTDOWN_TIMEOUT_MS = 1e4;
async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  handleSignals(app);
  const seed = await seedDemoData(app.db, config);
  if (seed.seeded) {
    app.log.info({ castings: seed.castings, applications: seed.applications }, "seeded the demo data");
    console.info(`Demo account: ${DEMO_TALENT_EMAIL} / ${DEMO_TALENT_PASSWORD}`);
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.info(`Talent Portal is running at http://localhost:${port}`);
}
function handleSignals(app) {
  let closing = false;
  const onSignal = (signal) => {
    if (closing) {
      app.log.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long: exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info("shut down cleanly");
        process.exit(0);
      },
      (error) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      }
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
main().catch((error) => {
  console.error("Talent Portal failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
