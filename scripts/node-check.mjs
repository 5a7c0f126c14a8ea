// Imported first by every command of the project (npm start, npm run dev, the command-line tools):
// an older Node.js fails later with errors that never name the version (`Unknown file extension
// ".ts"`), so this says at once which one to use. Written for any Node.js that loads ES modules.
const MINIMUM = [22, 18];
const [major, minor] = process.versions.node.split('.').map(Number);

if (major < MINIMUM[0] || (major === MINIMUM[0] && minor < MINIMUM[1])) {
  process.stderr.write(
    `This project needs Node.js ${MINIMUM.join('.')} or newer (24 LTS recommended); this is Node.js ${process.versions.node}.\n` +
      'Run `nvm use` in the project folder (.nvmrc names the version), or install Node.js 24 from nodejs.org.\n',
  );
  process.exit(1);
}
