/**
 * The longest request target (path and query, in bytes) any deployment takes: CloudFront refuses
 * a URL over 8,192 bytes, so nginx (large_client_header_buffers) and the sandbox refuse the same,
 * each with the error page. A merchant link longer than this cannot work in production, so no
 * local server lets it work either.
 */
export const maxRequestTargetBytes = 8192;
