; Inno Setup 6 (6.3 or later) script: a Windows installer for the PyInstaller one-folder build.
;
;   pyinstaller --noconfirm --distpath dist packaging\conquest.spec          -> dist\conquest\
;   iscc /DAppVersion=0.1.0 packaging\windows\conquest.iss                     -> dist\conquest-0.1.0-windows-x64-setup.exe
;
; AppVersion must be the version in pyproject.toml (the release workflow passes it). Paths are
; relative to this file. Per-user install by default (no admin rights), all users on request.

#ifndef AppVersion
  #error Pass the version from pyproject.toml: iscc /DAppVersion=X.Y.Z conquest.iss
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\conquest"
#endif

[Setup]
AppId={{CC61F71D-01B5-4F9E-81AF-757E81AFC021}
AppName=Conquest
AppVersion={#AppVersion}
AppVerName=Conquest {#AppVersion}
AppPublisher=Conquest Qt
DefaultDirName={autopf}\Conquest
DefaultGroupName=Conquest
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=conquest-{#AppVersion}-windows-x64-setup
SetupIconFile=conquest.ico
UninstallDisplayIcon={app}\conquest.exe
UninstallDisplayName=Conquest {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; files of an older version's bundle must not linger next to the new one
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\Conquest"; Filename: "{app}\conquest.exe"
Name: "{autodesktop}\Conquest"; Filename: "{app}\conquest.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\conquest.exe"; Description: "{cm:LaunchProgram,Conquest}"; Flags: nowait postinstall skipifsilent
