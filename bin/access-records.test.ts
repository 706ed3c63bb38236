import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from './access-records';

/** Proves: `chaves` writes the private key to a new file of mode 600 and never prints it; it never overwrites a file. */
describe('access-records chaves', () => {
  it('writes the private key to a file only its owner may read, prints the public key and the path, never the private key', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-chaves-'));
    const file = path.join(dir, 'privada.txt');
    const printed: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
    const error = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
    try {
      expect(await main(['chaves', `--arquivo=${file}`])).toBe(0);
      const privateKey = fs.readFileSync(file, 'utf8').trim();
      expect(privateKey).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const output = printed.join('\n');
      expect(output).not.toContain(privateKey);
      expect(output).not.toContain(privateKey.split('.')[0]);
      expect(output).toContain(file);
      // the public key is printed (the private key's second half is the public key, as sealed-box keeps it)
      expect(output).toContain(privateKey.split('.')[1]);
      await expect(main(['chaves', `--arquivo=${file}`])).rejects.toThrow(/EEXIST/);
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(privateKey);
    } finally {
      log.mockRestore();
      error.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
