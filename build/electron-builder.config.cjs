// electron-builder configuration: `npm run dist` builds the app, then packages it from here.
// The main process bundles our own code and the sample scenarios into dist-electron/main.js;
// the runtime dependencies ship in node_modules, and the renderer in dist/renderer.

/** @type {import('electron-builder').Configuration} */
module.exports = {
  appId: 'app.lodestar.desktop',
  productName: 'Lodestar',
  copyright: 'Copyright © Lodestar contributors',
  directories: {
    output: 'release',
    buildResources: 'build',
  },
  files: ['dist/**/*', 'dist-electron/**/*', 'package.json', '!**/*.map'],
  asar: true,
  // Every fuse that widens what a packaged app can be made to run is off; the app loads
  // only from its integrity-checked asar archive.
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    grantFileProtocolExtraPrivileges: false,
  },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Game',
    maintainer: 'Lodestar contributors <lodestar@example.org>',
    synopsis: 'Scenario library, map editor and facilitator console for games with many players',
    artifactName: '${productName}-${version}-${arch}.${ext}',
  },
  win: {
    target: ['nsis'],
    artifactName: '${productName}-Setup-${version}.${ext}',
  },
  nsis: {
    oneClick: false,
    allowToChangeInstallationDirectory: true,
    perMachine: false,
  },
  mac: {
    target: ['dmg'],
    category: 'public.app-category.games',
    hardenedRuntime: true,
  },
};
