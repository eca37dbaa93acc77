// The Mantine CSS of the signed-in layout (header, menu, drawer, user menu, dialogs, toasts) and of the
// Painel de Controle, on top of mantine-first-load.ts: the dashboard does not download all of Mantine's
// CSS (40 KB gzipped). Every other screen loads mantine-full.ts before it shows (router.tsx).
// styles/own-css-coverage.test.tsx checks that every Mantine class the layout and the dashboard show has its rules here.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/notifications/styles.css';
