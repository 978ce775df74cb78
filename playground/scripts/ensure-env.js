// Writes playground/.env from .env.example with fresh random secrets, once.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const target = path.join(__dirname, '..', '.env');
if (!fs.existsSync(target)) {
  const secret = () => crypto.randomBytes(16).toString('base64');
  const example = fs.readFileSync(path.join(__dirname, '..', '.env.example'), 'utf8');
  const filled = example
    .replace(/^APP_KEYS=$/m, `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`)
    .replace(/^(API_TOKEN_SALT|ADMIN_JWT_SECRET|TRANSFER_TOKEN_SALT|JWT_SECRET|ENCRYPTION_KEY)=$/gm, (_, key) => `${key}=${secret()}`);
  fs.writeFileSync(target, filled);
  console.log('Wrote playground/.env with new secrets.');
}
