// The Mantine CSS of the first page a visitor sees (/login, password reset, the loader and the error
// screen): global rules (the variables come from MantineProvider, see app-providers.tsx) and the few components those pages use, ~12 KB gzipped instead
// of the 40 KB of all of Mantine. Everything else arrives with the signed-in layout (mantine-full.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
// Button, ActionIcon, NavLink, CloseButton and the user menu are UnstyledButtons: its rules (no underline,
// no native grey) come with them
import '@mantine/core/styles/UnstyledButton.css';
