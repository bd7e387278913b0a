/** A small HTTP client for API tests: keeps the session cookie like a browser would. */
export class ApiClient {
  cookie: string | undefined;

  constructor(readonly baseUrl: string) {}

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    timeoutMs?: number,
  ): Promise<{ status: number; data: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }> {
    const res = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    this.keepCookie(res);
    const body = (await res.json()) as { data: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
    return { status: res.status, ...body };
  }

  async rest(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    timeoutMs?: number,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    this.keepCookie(res);
    const text = await res.text();
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { raw: text };
    }
    return { status: res.status, body: parsed };
  }

  /** Signs in through GraphQL; throws with the server message when it fails. */
  async login(username: string, password: string): Promise<void> {
    const result = await this.graphql(`mutation ($input: LoginInput!) { login(input: $input) { uri } }`, { input: { username, password } });
    if (result.errors) throw new Error(result.errors[0].message);
  }

  lastSetCookie: string | undefined;

  private keepCookie(res: Response): void {
    const header = res.headers.get('set-cookie');
    if (!header) return;
    this.lastSetCookie = header;
    const [pair] = header.split(';');
    const [, value] = pair.split('=');
    this.cookie = value ? pair : undefined;
  }
}

/** The three demo staff users signed in on a server: super user, support, read-only. */
export async function demoClients(baseUrl: string, password: string): Promise<{ admin: ApiClient; support: ApiClient; readOnly: ApiClient }> {
  const [admin, support, readOnly] = [new ApiClient(baseUrl), new ApiClient(baseUrl), new ApiClient(baseUrl)];
  await Promise.all([admin.login('admin', password), support.login('soporte', password), readOnly.login('consulta', password)]);
  return { admin, support, readOnly };
}
