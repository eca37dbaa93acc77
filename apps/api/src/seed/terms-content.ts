/** Demo texts: a plain, LGPD-aware starting point that the staff replaces in Termos e Políticas. */
export const privacyPolicyHtml = `<h1>Política de Privacidade</h1>
<p>Esta política explica como o Sião trata dados pessoais de usuários de cartórios e empresas clientes, nos termos da Lei nº 13.709/2018 (LGPD).</p>
<h2>Dados tratados</h2>
<ul><li>Dados de cadastro: nome, e-mail, CPF e telefone.</li><li>Registros de acesso (data, hora e IP), guardados por 6 meses (Marco Civil da Internet, art. 15).</li><li>Documentos enviados aos serviços e ao assistente, apenas para a finalidade solicitada.</li></ul>
<h2>Direitos do titular</h2>
<p>Você pode pedir confirmação, acesso, correção, anonimização, portabilidade ou eliminação dos seus dados (LGPD, art. 18). Respondemos em até 15 dias (art. 19).</p>
<h2>Contato</h2><p>Encarregado de dados: privacidade@siao.demo</p>`;

export const termsOfUseHtml = `<h1>Termos de Uso</h1>
<p>Ao usar o Sião você concorda em utilizar a plataforma apenas para fins profissionais da sua serventia ou empresa, manter suas credenciais em sigilo e respeitar a legislação aplicável.</p>
<p>As respostas do assistente de IA são apoio ao trabalho e devem ser conferidas por um profissional antes de qualquer ato.</p>`;
