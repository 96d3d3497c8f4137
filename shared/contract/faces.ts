import { z } from 'zod';
import { lenientNumber, optionalInt, optionalNumber, optionalString, requiredText } from './common';
import { breakRule, type Rule } from './rules';

/*
 * Face service (/nugufacecan/v1). Hierarchy: app -> group -> subject -> face. Scope travels in
 * headers (app-id, group-id, subject-id) that the client adds from the stored credentials; operations
 * that must address another group or subject take groupId / subjectId and send them as
 * overriding headers. Path variables keep the interface's names (face_id, group_id,
 * subject_id); header-derived params are camelCase (faceName -> face-name).
 *
 * Only list, create and delete of faces are in the interface. Groups, subjects, detect and
 * recognize follow the vendor's published reference and tutorial; their response schemas are
 * deliberately loose.
 */

// ---- shared pieces ---------------------------------------------------------------------------

/** The rules of a name sent in a header: present, and printable ASCII (Korean is not supported). */
export const HEADER_NAME_RULES = {
  required: { id: 'headerName.required' },
  ascii: { id: 'headerName.ascii' },
} as const satisfies Record<string, Rule>;

/** Names sent in headers (face-name, group-name, subject-name), trimmed; one issue at most (rules.ts). */
export const headerNameSchema = z
  .string()
  .trim()
  .superRefine((name, ctx) => {
    if (name === '') breakRule(ctx, HEADER_NAME_RULES.required, name);
    else if (!/^[\x20-\x7E]+$/.test(name)) breakRule(ctx, HEADER_NAME_RULES.ascii, name);
  });

/** data:<type>[;name=<file>][;...];base64,<data> */
const DATA_URI = /^data:([\w.+-]+\/[\w.+-]+)((?:;[^;,=]+=[^;,]*)*);base64,([A-Za-z0-9+/]*={0,2})$/;

const dataUriSchema = z.string().regex(DATA_URI, {
  message: 'image must be a base64 data URI (data:image/jpeg;base64,...)',
});

export interface ParsedDataUri {
  mediaType: string;
  /** The name parameter, percent-decoded, when present. */
  name?: string;
  base64: string;
}

/** Splits a base64 data URI; undefined when it is not one. */
export function parseDataUri(uri: string): ParsedDataUri | undefined {
  const match = DATA_URI.exec(uri);
  if (!match) return undefined;
  const [, mediaType = '', paramText = '', base64 = ''] = match;
  let name: string | undefined;
  for (const part of paramText.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).toLowerCase() === 'name') {
      const raw = part.slice(eq + 1);
      try {
        name = decodeURIComponent(raw);
      } catch {
        name = raw;
      }
    }
  }
  return name === undefined ? { mediaType, base64 } : { mediaType, name, base64 };
}

/** An image to upload: a Blob (File) or a base64 data URI. */
const imageSourceSchema = z.union([z.instanceof(Blob), dataUriSchema]);
export type ImageSource = z.infer<typeof imageSourceSchema>;

/** json: body {image: dataUri}; multipart: form part "image". */
const uploadModeSchema = z.enum(['json', 'multipart']);
export type UploadMode = z.infer<typeof uploadModeSchema>;

/** Image limits of the service: JPG/JPEG, at most 2 MB, 320x240 to 3840x2160. */
export const FACE_IMAGE_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  minWidth: 320,
  minHeight: 240,
  maxWidth: 3840,
  maxHeight: 2160,
  mediaTypes: ['image/jpeg'],
} as const;

const groupIdOverride = optionalString;
const subjectIdOverride = optionalString;

/** Face position in the image plus 5 landmark points as 10 numbers (x, y pairs). */
const faceBoxSchema = z.looseObject({
  topLeftX: lenientNumber,
  topLeftY: lenientNumber,
  faceWidth: lenientNumber,
  faceHeight: lenientNumber,
  /** Integers in one source, floats in another. */
  landmark: z.array(lenientNumber).optional(),
});
export type FaceBox = z.infer<typeof faceBoxSchema>;

/** Whatever the body of a successful create/delete is: {} or nothing at all. Output: an object. */
const emptyBodySchema = z
  .union([z.looseObject({}), z.literal(''), z.null(), z.undefined()])
  .transform((value): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? value : {},
  );

// ================================================================================================
// faces

/** A stored face as listed. */
const faceSchema = z.looseObject({
  face_id: z.string(),
  face_name: optionalString,
  box: faceBoxSchema.optional(),
  face_score: optionalNumber,
  /** neutral, smile, sad, surprise, fear, angry, etc, none */
  expression: optionalString,
  expression_score: optionalNumber,
  age: optionalNumber,
  /** unknown, male, female */
  gender: optionalString,
  /** normal, glasses, sunglasses, mask, occlusion, blur, not-face, profile-face */
  attribute: optionalString,
  image_width: optionalInt,
  image_height: optionalInt,
  engine_version: optionalInt,
});
export type Face = z.infer<typeof faceSchema>;

export const faceListParamsSchema = z.object({
  groupId: groupIdOverride,
  subjectId: subjectIdOverride,
});

export const faceListResponseSchema = z.array(faceSchema);

export const faceCreateParamsSchema = z.object({
  image: imageSourceSchema,
  /** Header face-name, e.g. front, left, right, false_negative. */
  faceName: headerNameSchema,
  /** Header allow-mask (presence flag): also enrol masked or low-score faces. */
  allowMask: z.boolean().optional(),
  mode: uploadModeSchema,
  /** Header key: RSA-encrypted AES-128 key, only for encrypted images. */
  key: optionalString,
  groupId: groupIdOverride,
  subjectId: subjectIdOverride,
});

/** Status 200 with {} or an empty body. */
export const faceCreateResponseSchema = emptyBodySchema;

export const faceDeleteParamsSchema = z.object({
  /** Path variable. */
  face_id: requiredText,
  groupId: groupIdOverride,
  subjectId: subjectIdOverride,
});

export const faceDeleteResponseSchema = emptyBodySchema;

// ================================================================================================
// groups

const groupSchema = z.looseObject({
  group_id: z.string(),
  group_name: optionalString,
  transaction_id: optionalString,
});

export const groupListParamsSchema = z.object({});

export const groupListResponseSchema = z.array(groupSchema);

export const groupCreateParamsSchema = z.object({
  /** Header group-name. */
  groupName: headerNameSchema,
});

export const groupCreateResponseSchema = groupSchema;

export const groupDeleteParamsSchema = z.object({
  /** Path variable. */
  group_id: requiredText,
});

export const groupDeleteResponseSchema = emptyBodySchema;

// ================================================================================================
// subjects

const subjectSchema = z.looseObject({
  subject_id: z.string(),
  subject_name: optionalString,
  group_name: optionalString,
  transaction_id: optionalString,
});
export type FaceSubject = z.infer<typeof subjectSchema>;

export const subjectListParamsSchema = z.object({
  /** Header subject-name: list only the subject of that name (empty list when none). */
  subjectName: optionalString,
  groupId: groupIdOverride,
});

export const subjectListResponseSchema = z.array(subjectSchema);

export const subjectCreateParamsSchema = z.object({
  /** Header subject-name; unique within the group. */
  subjectName: headerNameSchema,
  groupId: groupIdOverride,
});

export const subjectCreateResponseSchema = subjectSchema;

export const subjectDeleteParamsSchema = z.object({
  /** Path variable. */
  subject_id: requiredText,
  groupId: groupIdOverride,
});

export const subjectDeleteResponseSchema = emptyBodySchema;

// ================================================================================================
// detect / recognize

/** Per-expression scores, e.g. {neutral, smile, sad, surprised, fear, angry, etc}. */
const expressionRawSchema = z.record(z.string(), lenientNumber);

/** One analysed face (detect). Its published body is a placeholder, so everything is optional. */
const faceAnalysisSchema = z.looseObject({
  box: faceBoxSchema.optional(),
  face_box: faceBoxSchema.optional(),
  face_score: optionalNumber,
  expression: optionalString,
  expression_score: optionalNumber,
  expression_raw: expressionRawSchema.optional(),
  age: optionalNumber,
  gender: optionalString,
  attribute: optionalString,
  image_width: optionalInt,
  image_height: optionalInt,
  transaction_id: optionalString,
});

export const faceDetectParamsSchema = z.object({
  image: imageSourceSchema,
  mode: uploadModeSchema,
  key: optionalString,
});

/** One face object, or a list of them. */
export const faceDetectResponseSchema = z.union([z.array(faceAnalysisSchema), faceAnalysisSchema]);

/** The best-matching subject for a face in the image. */
const recognitionSchema = z.looseObject({
  subject_id: optionalString,
  subject_name: optionalString,
  /** 0 = same person; smaller is closer. */
  distance: optionalNumber,
  face_box: faceBoxSchema.optional(),
  face_id: optionalString,
  face_score: optionalNumber,
  expression: optionalString,
  expression_score: optionalNumber,
  expression_raw: expressionRawSchema.optional(),
  age: optionalNumber,
  gender: optionalString,
  attribute: optionalString,
  transaction_id: optionalString,
  request_id: optionalString,
});
export type Recognition = z.infer<typeof recognitionSchema>;

export const faceRecognizeParamsSchema = z.object({
  image: imageSourceSchema,
  mode: uploadModeSchema,
  /** Header multi: 0 (default) the most prominent face, 1 every face in the image. */
  multi: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Header threshold: distance cut-off, default 0.32. */
  threshold: z.number().min(0).optional(),
  /** Header request-id, echoed in the result. */
  requestId: optionalString,
  /** Header use-spoof (presence flag): run anti-spoofing. */
  useSpoof: z.boolean().optional(),
  key: optionalString,
  groupId: groupIdOverride,
});

/** One recognition (multi=0) or a list of them (multi=1). */
export const faceRecognizeResponseSchema = z.union([z.array(recognitionSchema), recognitionSchema]);
export type FaceRecognizeResponse = z.infer<typeof faceRecognizeResponseSchema>;

// ================================================================================================
// Wire-level schemas (header names are lower case as a server sees them)

/** JSON body of create / detect / recognize: {image: dataUri}. */
export const faceImageJsonBodySchema = z.looseObject({
  image: dataUriSchema,
});

export const faceCreateHeadersSchema = z.object({
  'face-name': headerNameSchema,
  /** Presence flag; the value does not matter. */
  'allow-mask': z.string().optional(),
  key: optionalString,
});

export const faceRecognizeHeadersSchema = z.object({
  multi: z.enum(['0', '1']).optional(),
  threshold: lenientNumber.pipe(z.number().min(0)).optional(),
  'request-id': optionalString,
  /** Presence flag. */
  'use-spoof': z.string().optional(),
  key: optionalString,
});

/**
 * Each face operation's request as the service receives it: its headers (lower case, values as
 * sent; absent is undefined) and path variables. Values are only typed here: which id or name is
 * checked first, and against what, is the service's order (an unknown group before a malformed
 * subject-id), so the emulator checks them in its handlers with headerNameSchema and
 * faceRecognizeHeadersSchema above.
 */
const header = z.string().optional();
const scopeGroup = { 'group-id': header };
const scopeSubject = { 'group-id': header, 'subject-id': header };

export const faceRequestSchemas = {
  groupList: z.object({}),
  groupCreate: z.object({ 'group-name': header }),
  groupDelete: z.object({ group_id: z.string() }),
  subjectList: z.object({ ...scopeGroup, 'subject-name': header }),
  subjectCreate: z.object({ ...scopeGroup, 'subject-name': header }),
  subjectDelete: z.object({ ...scopeGroup, subject_id: z.string() }),
  faceList: z.object(scopeSubject),
  faceCreate: z.object({ ...scopeSubject, 'face-name': header, 'allow-mask': header, key: header }),
  faceDelete: z.object({ ...scopeSubject, face_id: z.string() }),
  faceDetect: z.object({ key: header }),
  faceRecognize: z.object({ ...scopeGroup, multi: header, threshold: header, 'request-id': header, 'use-spoof': header, key: header }),
} as const;
