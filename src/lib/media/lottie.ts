/**
 * Lottie animations: what makes a JSON file a Lottie animation (checked on
 * upload, so a marketer gets a clear refusal instead of a blank box on the
 * page). Pure; the dotLottie (.lottie) archive is opened in ./dotLottie.ts.
 */
import { z } from 'zod'

/** The top level of a Bodymovin/Lottie export: version, frame rate, in and out frames, size, layers. */
const lottieSchema = z
  .object({
    v: z.string().min(1),
    fr: z.number().positive(),
    ip: z.number(),
    op: z.number(),
    w: z.number().positive(),
    h: z.number().positive(),
    layers: z.array(z.object({ ty: z.number() }).passthrough()),
    assets: z.array(z.object({ id: z.string() }).passthrough()).optional(),
  })
  .passthrough()
  .refine((animation) => animation.op > animation.ip, { message: 'the animation ends before it starts' })

export type LottieAnimation = z.infer<typeof lottieSchema>

export type LottieInfo = { width: number; height: number; frameRate: number; frames: number }

export type LottieCheck = { ok: true; animation: LottieAnimation; info: LottieInfo } | { ok: false; message: string }

export const NOT_LOTTIE_MESSAGE =
  'This JSON file is not a Lottie animation: it needs a version, frame rate, start and end frames, width, height and layers. Export it as Lottie JSON (Bodymovin in After Effects, or "Lottie JSON" on LottieFiles).'

/** Whether a text or parsed value is a Lottie animation; the message says why not, in a marketer's words. */
export function checkLottie(input: string | Uint8Array | unknown): LottieCheck {
  let value: unknown = input
  if (typeof input === 'string' || input instanceof Uint8Array) {
    const text = typeof input === 'string' ? input : new TextDecoder().decode(input)
    try {
      value = JSON.parse(text.replace(/^\uFEFF/, ''))
    } catch {
      return { ok: false, message: 'This file is not valid JSON, so it cannot be a Lottie animation.' }
    }
  }
  const parsed = lottieSchema.safeParse(value)
  if (!parsed.success) return { ok: false, message: NOT_LOTTIE_MESSAGE }
  const animation = parsed.data
  return { ok: true, animation, info: { width: animation.w, height: animation.h, frameRate: animation.fr, frames: animation.op - animation.ip } }
}
