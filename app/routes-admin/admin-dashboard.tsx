import { redirect } from '@remix-run/node'

/** The requirements' second address of the dashboard (docs/requirements.md, R13). */
export async function loader() {
  return redirect('/admin', 301)
}
