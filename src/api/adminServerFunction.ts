/**
 * The admin's server functions (Payload's `serverFunction`, a server action the
 * generated admin layout defines): the call is checked before Payload sees it,
 * and a failure for someone not signed in answers with an error, not Next's 500.
 * An editor's failures still throw, as Payload's admin expects.
 */
import config from '@payload-config'
import { unstable_rethrow } from 'next/navigation'
import { headers } from 'next/headers'
import { getPayload, type ServerFunctionClientArgs } from 'payload'
import { z } from 'zod'

const callSchema = z.object({ name: z.string().min(1).max(100), args: z.record(z.string(), z.unknown()) })

type Refusal = { errors: { message: string }[] }
const refusal = (message: string): Refusal => ({ errors: [{ message }] })

async function signedIn(): Promise<boolean> {
  try {
    const payload = await getPayload({ config })
    return Boolean((await payload.auth({ headers: await headers() })).user)
  } catch {
    return false
  }
}

export async function runAdminServerFunction(call: unknown, run: (call: ServerFunctionClientArgs) => Promise<unknown>): Promise<unknown> {
  const parsed = callSchema.safeParse(call)
  if (!parsed.success)
    return refusal(`Not a server function call: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'call'} ${issue.message}`).join('; ')}`)
  try {
    return await run(parsed.data)
  } catch (error) {
    // Next's own signals (redirect, notFound) from Payload's views pass through.
    unstable_rethrow(error)
    if (await signedIn()) throw error
    return refusal('Sign in to use the admin.')
  }
}
