import { expect } from '@open-wc/testing';
import { validateContact, validateLogin, validateMobileOrAccount, validatePhone } from '../../src/validation';

describe('validation: mobile, phone, contact and login (spec section 5)', () => {
  it('mobile or account: required, then 11 digits starting with 1', () => {
    for (const empty of ['', '   ', null, undefined]) expect(validateMobileOrAccount(empty)).to.equal('手机号/账号不能为空');
    expect(validateMobileOrAccount('13800138000')).to.equal(null);
    expect(validateMobileOrAccount('10000000000'), 'the rule checks only the first digit').to.equal(null);
    expect(validateMobileOrAccount(' 13800138000 '), 'surrounding spaces are trimmed').to.equal(null);
    for (const bad of ['1380013800', '138001380001', '23800138000', '138 0013 8000', '1380013800a', 'admin']) {
      expect(validateMobileOrAccount(bad), bad).to.equal('请输入有效的手机号/账号');
    }
  });

  it('phone: 手机不能为空, then 请输入有效的手机号 for 10 or 12 digits, a leading 2 or inner spaces', () => {
    expect(validatePhone('')).to.equal('手机不能为空');
    expect(validatePhone(' ')).to.equal('手机不能为空');
    expect(validatePhone('19912345678')).to.equal(null);
    for (const bad of ['1991234567', '199123456789', '29912345678', '199 1234 5678', '+8619912345678']) {
      expect(validatePhone(bad), bad).to.equal('请输入有效的手机号');
    }
  });

  it('contact: landlines with area code, 5 to 8 digits from 2-9 and an optional 1-4 digit extension', () => {
    const wrong = "请填写正确联系方式(座机格式'区号-座机号码')";
    expect(validateContact('')).to.equal('请填写联系方式');
    for (const ok of ['010-22345678-1234', '0571-2345678', '010-23456', '0755-87654321-1', '021-62345678']) {
      expect(validateContact(ok), ok).to.equal(null);
    }
    for (const bad of [
      '010-1234567', // number starts with 1
      '010-12345678-1234', // number starts with 1, extension or not
      '0755-87654321-12345', // 5-digit extension
      '010-2345', // 4 digits
      '010-234567890', // 9 digits
      '01012345678', // no hyphen
      '0-2345678', // area code too short
      '05711-2345678', // area code too long
      '010-12345678-', // empty extension
      '010—2345678', // a dash that is not a hyphen
    ]) {
      expect(validateContact(bad), bad).to.equal(wrong);
    }
  });

  it('contact: mobiles of 11 digits starting 13 to 19 only', () => {
    const wrong = "请填写正确联系方式(座机格式'区号-座机号码')";
    for (const ok of ['13012345678', '19912345678', ' 15012345678 ']) expect(validateContact(ok), ok).to.equal(null);
    for (const bad of ['12012345678', '11012345678', '1301234567', '130123456789', '23012345678']) {
      expect(validateContact(bad), bad).to.equal(wrong);
    }
  });

  it('login: 手机号和密码不能为空 before 验证码不能为空; the password is not trimmed', () => {
    expect(validateLogin({ username: '', password: 'x', code: '1' })).to.equal('手机号和密码不能为空');
    expect(validateLogin({ username: '  ', password: 'x', code: '1' })).to.equal('手机号和密码不能为空');
    expect(validateLogin({ username: 'a', password: '', code: '' })).to.equal('手机号和密码不能为空');
    expect(validateLogin({ username: 'a', password: 'x', code: ' ' })).to.equal('验证码不能为空');
    expect(validateLogin({ username: 'a', password: ' ', code: '1' })).to.equal(null);
  });
});
