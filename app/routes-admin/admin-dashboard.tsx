import { redirect } from '@remix-run/node'

/** The documents' second address of the dashboard (decision 13). */
export async function loader() {
  return redirect('/admin', 301)
}
