/**
 * Open roles for /careers: the job board's departments listing (Greenhouse's
 * Job Board API shape) mapped to our records, and the seeded list shown when
 * no board is configured or it fails.
 */
import { z } from 'zod'

export type JobOpening = {
  id: string
  title: string
  /** Where the role is based ("Remote (Europe)"); absent when the board names none. */
  location?: string
  /** The posting on the job board, where candidates apply. */
  url: string
  updatedAt?: string
}

export type JobDepartment = { id: string; name: string; jobs: JobOpening[] }

const id = z.union([z.number(), z.string()])

// Only the outer shape is strict: a job missing its title or address is dropped, not the whole board.
const boardSchema = z.object({
  departments: z.array(
    z.object({
      id,
      name: z.string(),
      jobs: z
        .array(
          z.object({
            id: id.nullish(),
            title: z.string().nullish(),
            location: z.object({ name: z.string().nullish() }).nullish(),
            absolute_url: z.string().nullish(),
            updated_at: z.string().nullish(),
          }),
        )
        .nullish(),
    }),
  ),
})

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Only http(s) addresses: the board's value ends up in an href. */
function httpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** Departments by name, each one's jobs by title (then location); departments without jobs dropped. */
export function sortDepartments(departments: readonly JobDepartment[]): JobDepartment[] {
  return departments
    .filter((d) => d.jobs.length > 0)
    .map((d) => ({ ...d, jobs: [...d.jobs].sort((a, b) => collator.compare(a.title, b.title) || collator.compare(a.location ?? '', b.location ?? '')) }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

/** The board's answer as our departments; throws when its shape is not a departments listing. */
export function parseJobBoard(json: unknown): JobDepartment[] {
  const parsed = boardSchema.safeParse(json)
  if (!parsed.success) throw new Error(`The job board answered an unexpected shape: ${z.prettifyError(parsed.error)}`)
  return sortDepartments(
    parsed.data.departments.map((department) => ({
      id: String(department.id),
      name: department.name.trim(),
      jobs: (department.jobs ?? []).flatMap((job): JobOpening[] => {
        const title = job.title?.trim()
        const url = httpUrl(job.absolute_url)
        if (!title || !url) return []
        const location = job.location?.name?.trim()
        return [{ id: String(job.id ?? url), title, url, ...(location && { location }), ...(job.updated_at && { updatedAt: job.updated_at }) }]
      }),
    })),
  )
}

const role = (slug: string, title: string, location: string): JobOpening => ({ id: slug, title, location, url: `https://jobs.ostra.com/${slug}` })

/** Shown without a configured job board (and when it fails); already in display order. */
export const SEEDED_DEPARTMENTS: JobDepartment[] = [
  {
    id: 'customer-success',
    name: 'Customer Success',
    jobs: [
      role('customer-success-manager-enterprise', 'Customer Success Manager, Enterprise', 'London, UK'),
      role('technical-support-engineer-voice', 'Technical Support Engineer (Voice)', 'Remote (Americas)'),
    ],
  },
  {
    id: 'engineering',
    name: 'Engineering',
    jobs: [
      role('senior-backend-engineer-messaging', 'Senior Backend Engineer, Messaging', 'Remote (Europe)'),
      role('site-reliability-engineer', 'Site Reliability Engineer', 'Toronto, Canada'),
      role('staff-software-engineer-voice-platform', 'Staff Software Engineer, Voice Platform', 'Remote (Europe)'),
    ],
  },
  {
    id: 'network-operations',
    name: 'Network Operations',
    jobs: [
      role('network-operations-center-engineer', 'Network Operations Center Engineer', 'Singapore'),
      role('sip-interconnect-engineer', 'SIP Interconnect Engineer', 'Lisbon, Portugal'),
    ],
  },
  {
    id: 'product',
    name: 'Product',
    jobs: [
      role('product-designer-developer-experience', 'Product Designer, Developer Experience', 'Remote (Europe)'),
      role('senior-product-manager-iot-connectivity', 'Senior Product Manager, IoT Connectivity', 'London, UK'),
    ],
  },
  {
    id: 'regulatory-compliance',
    name: 'Regulatory & Compliance',
    jobs: [role('numbering-compliance-specialist', 'Numbering Compliance Specialist', 'Lisbon, Portugal')],
  },
  {
    id: 'sales',
    name: 'Sales',
    jobs: [
      role('account-executive-mid-market', 'Account Executive, Mid-Market', 'Toronto, Canada'),
      role('solutions-engineer', 'Solutions Engineer', 'Remote (Americas)'),
    ],
  },
]
