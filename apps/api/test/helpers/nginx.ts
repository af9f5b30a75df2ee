import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './server-process'

/** Debian's nginx (`apt-get install nginx`); the tests that need it are skipped without it. */
export const NGINX = '/usr/sbin/nginx'
export const hasNginx = existsSync(NGINX)

export interface LoadBalancer {
  base: string
  close(): Promise<void>
}

/**
 * A real load balancer in front of `upstreams` (ports on 127.0.0.1): Debian's nginx with a
 * configuration of our own in a temporary folder, round robin, on a free loopback port. It adds
 * X-Forwarded-For as a production proxy does, so the servers behind it need TRUST_PROXY=1.
 */
export async function startNginx(upstreams: number[]): Promise<LoadBalancer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nginx-'))
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  await writeFile(
    conf,
    `daemon off;
master_process on;
worker_processes 1;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 110m;
  upstream api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
    }
  }
}
`,
  )
  const child: ChildProcess = spawn(NGINX, ['-c', conf, '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const errors: string[] = []
  child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString('utf8')))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${errors.join('')}`)
    try {
      // Any answer will do: nginx is up (the upstreams answered before it started).
      await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) }).then((r) =>
        r.arrayBuffer(),
      )
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${errors.join('')}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    base,
    async close() {
      // QUIT: graceful, the workers finish what they are sending.
      child.kill('SIGQUIT')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
      await rm(dir, { recursive: true, force: true })
    },
  }
}
