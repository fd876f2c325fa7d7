/** The popup page's stylesheet, served as /oauth/demo/authorize.css. */
export const AUTHORIZE_STYLES = `body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#10131a;color:#f3f3f3}
h1{font-size:20px}button,input{font:inherit;padding:10px;border-radius:8px;border:1px solid #555;width:100%;margin:6px 0;box-sizing:border-box}
button{background:#f5b301;color:#111;cursor:pointer;border:0}.pick{background:#262b36;color:#f3f3f3}p.note{color:#aaa;font-size:13px}
`;
