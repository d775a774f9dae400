import { Link } from '@/components/Link'
import { getJobDepartments } from '@/lib/content/data'

import type { BlockProps } from '../types'
import styles from './styles.module.css'
import { SITE_PATHS } from '@/lib/pages'

/** Every open role, grouped by department; rendered on the server only. */
export async function JobList({ block }: BlockProps<'jobList'>) {
  const { departments, source } = await getJobDepartments()
  return (
    <div className={styles.root} data-block="job-list" data-source={source}>
      {block.heading && <h2>{block.heading}</h2>}
      {block.text && <p className={styles.intro}>{block.text}</p>}
      {departments.length === 0 ? (
        <p>
          No open roles right now. We still like hearing from people who want to build communications infrastructure:{' '}
          <Link href={SITE_PATHS.contactSales}>get in touch</Link>.
        </p>
      ) : (
        departments.map((department) => (
          <div key={department.id} className={styles.department}>
            <h3 className={styles.departmentName}>
              {department.name} <span className={styles.count}>{department.jobs.length === 1 ? '1 role' : `${department.jobs.length} roles`}</span>
            </h3>
            <ul className={styles.jobs}>
              {department.jobs.map((job) => (
                <li key={job.id} className={styles.job}>
                  <Link href={job.url} className={styles.title}>
                    {job.title}
                  </Link>
                  {job.location && <span className={styles.location}>{job.location}</span>}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </div>
  )
}
