/**
 * The GitHub Actions workflow is only run by GitHub: read it here, so a typo or a drift from the
 * README's test command is caught before a push.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'

const root = path.resolve(__dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

type Step = { uses?: string; run?: string; env?: Record<string, string>; with?: object }
type Job = { needs?: string | string[]; if?: string; steps: Step[]; container?: { image: string } }
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job> }

const workflow = parseYaml(read('.github/workflows/ci.yml')) as Workflow
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run.trim()] : []))

describe('CI workflow', () => {
  it('runs on every push and pull request', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push'])
    expect(workflow.on.push ?? {}).not.toHaveProperty('branches')
  })

  it("runs the README's test command, the one .ci/run runs", () => {
    const command = 'bash scripts/test.sh'
    expect(read('.ci/run')).toContain(command)
    expect(read('README.md')).toContain(command)
    expect(runs(workflow.jobs.test)).toContain(command)
    // Debian, where the script's apt-get finds Chromium at /usr/bin/chromium.
    expect(workflow.jobs.test.container?.image).toMatch(/bookworm/)
  })

  it('deploys to Fly from main only, after the tests pass, with the FLY_API_TOKEN secret', () => {
    const deploy = workflow.jobs.deploy
    expect(deploy.needs).toBe('test')
    expect(deploy.if).toContain("github.ref == 'refs/heads/main'")
    expect(
      deploy.steps.some((step) => step.uses?.startsWith('superfly/flyctl-actions/setup-flyctl')),
    ).toBe(true)
    const step = deploy.steps.find((s) => s.run?.startsWith('flyctl deploy'))
    expect(step?.run).toContain('--remote-only')
    expect(step?.env?.FLY_API_TOKEN).toMatch(/^\$\{\{ *secrets\.FLY_API_TOKEN *\}\}$/)
    expect(read('README.md')).toContain('FLY_API_TOKEN')
  })
})
