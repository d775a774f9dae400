import { Link } from '@/components/Link'
import { getJobDepartments } from '@/lib/pages/careers'

import type { BlockProps } from '../types'

/** Every open role, grouped by department; rendered on the server only. */
export async function JobList({ block }: BlockProps<'jobList'>) {
  const { departments, source } = await getJobDepartments()
  return (
    <div className="job-list" data-source={source}>
      {block.heading && <h2>{block.heading}</h2>}
      {block.text && <p className="job-list__intro">{block.text}</p>}
      {departments.length === 0 ? (
        <p className="job-list__empty">
          No open roles right now. We still like hearing from people who want to build communications infrastructure: <Link href="/contact-us">get in touch</Link>.
        </p>
      ) : (
        departments.map((department) => (
          <div key={department.id} className="job-list__department">
            <h3 className="job-list__department-name">
              {department.name} <span className="job-list__count">{department.jobs.length === 1 ? '1 role' : `${department.jobs.length} roles`}</span>
            </h3>
            <ul className="job-list__jobs">
              {department.jobs.map((job) => (
                <li key={job.id} className="job-list__job">
                  <Link href={job.url} className="job-list__title">
                    {job.title}
                  </Link>
                  {job.location && <span className="job-list__location">{job.location}</span>}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </div>
  )
}
