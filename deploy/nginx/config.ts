/**
 * A complete nginx configuration around the shipped edge rules (edge-http.conf,
 * edge.conf), for the tests and the benchmark: same rules as production, with
 * the ports, upstream servers and cache folder of the run.
 */
import path from 'node:path'

const here = path.resolve('deploy/nginx')

export function edgeNginxConfig({ port, upstreams, prefix }: { port: number; upstreams: string[]; prefix: string }): string {
  return `worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  # No tcp_nopush: with sendfile it held large cached pages back by the 40 ms delayed-ACK timer (a tenth of the throughput, measured).
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=ostra_edge:16m max_size=512m inactive=1d use_temp_path=off;
  include ${here}/edge-http.conf;
  upstream ostra_app {
${upstreams.map((u) => `    server ${u};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    include ${here}/edge.conf;
  }
}
`
}
