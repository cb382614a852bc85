import SparkMD5 from 'spark-md5';

/**
 * Spec §3 chunked upload key: the md5 of the first and last 1000 bytes plus the size and the
 * name, so the same file picked again (after a reload) finds its stored chunks.
 */
export async function fileKeyOf(file: File): Promise<string> {
  const md5 = new SparkMD5.ArrayBuffer();
  md5.append(await file.slice(0, 1000).arrayBuffer());
  md5.append(await file.slice(Math.max(0, file.size - 1000)).arrayBuffer());
  md5.append(new TextEncoder().encode(`${file.size}${file.name}`).buffer as ArrayBuffer);
  return md5.end();
}
